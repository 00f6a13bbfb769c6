internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DASHPresentationSource {
    /// Adds every track of a DASH presentation, from the manifest alone: one per AdaptationSet
    /// (joined across periods, ``DASHTrackGroup``), then the CEA-608 channels and CEA-708
    /// services the video's `Accessibility` descriptors declare.
    ///
    /// Text tracks read their segments the first time they are read (``DASHTextCues``).
    /// The first video AdaptationSet whose Representation is one local file is opened with
    /// FFmpeg, so that its track has the file's details and its declared captions are decoded
    /// from it by the CEA-608 / CEA-708 decoders; any other video or audio track is listed as
    /// the manifest states it, its segments neither needed nor read.
    func addTracks(of presentation: DASHPresentation) {
        reading.warnings += presentation.manifest.warnings.map { MediaWarning(message: $0) }
        let now = reading.options.wallClock()
        let manifest = readingSegmentIndexes(
            of: presentation.manifest.available(at: now), reader: presentation.reader)
        if manifest.isDynamic {
            followLive(manifest, at: now, reader: presentation.reader)
        }
        let groups = DASHTrackGroup.groups(in: manifest)
        var openedInput = 0
        let opened = groups.indices.lazy.compactMap { index in
            self.openDASHVideo(groups[index], reader: presentation.reader).map {
                (group: index, demuxer: $0)
            }
        }.first
        for (index, group) in groups.enumerated() {
            let track = group.info
            switch group.adaptationSet.contentType {
            case .video where index == opened?.group:
                guard let demuxer = opened?.demuxer else { continue }
                let first = reading.nextTrackID
                openedInput = reading.inputs.count
                reading.addTracks(of: demuxer, sourcePath: nil)
                if let video = reading.tracks.firstIndex(where: {
                    $0.id >= first && $0.kind == .video
                }) {
                    reading.tracks[video].title = track.title
                    reading.tracks[video].flags = track.flags
                    reading.tracks[video].language =
                        track.language ?? reading.tracks[video].language
                }
            case .video, .audio:
                reading.addTrack(track, feed: .parsedCues([]))
            case .text where liveFeed != nil:
                addLiveDASHTextTrack(track, group: group, index: index, reader: presentation.reader)
            case .text:
                let reader = presentation.reader
                let options = reading.options
                reading.addTrack(
                    track,
                    feed: .deferredCues(
                        DeferredCues { () throws(MediaError) in
                            try DASHTextCues.cues(of: group, reader: reader, options: options)
                        }))
            case .other:
                reading.warnings.append(
                    MediaWarning(
                        message:
                            "\(path): <AdaptationSet> (line \(group.adaptationSet.line)) is not video, audio or text; ignored"
                    ))
            }
        }
        addClosedCaptions(
            of: groups, opened: opened.map { (group: $0.group, input: openedInput) })
    }

    /// The demuxer of `group`'s video: its one local file, when it is one the source's policy
    /// lets it read; its segments joined in order (``openJoinedDASHVideo(_:reader:)``), when
    /// it is segmented and declares closed captions; nil otherwise, with a warning when the
    /// media is there but cannot be opened.
    private func openDASHVideo(
        _ group: DASHTrackGroup, reader: HLSResourceReader
    ) -> DemuxerInput? {
        guard group.adaptationSet.contentType == .video, let part = group.parts.first,
            let segment = part.representation.segments.first
        else { return nil }
        let representation = part.representation
        let isOneFile =
            representation.segments.count == 1 && segment.byteRange == nil
            && (representation.initialization.map { $0.uri == segment.uri } ?? true)
        guard isOneFile else {
            return openJoinedDASHVideo(group, reader: reader)
        }
        guard !segment.uri.contains("://"),
            (try? reader.requirePermission(for: segment.uri)) != nil,
            (try? LocalFile.checkReadable(segment.uri)) != nil
        else { return nil }
        let policy = InputPolicy.mainInput(
            path: segment.uri, options: reading.options, interrupter: reading.interrupter)
        do {
            return try DemuxerInput(path: segment.uri, url: segment.uri, policy: policy)
        } catch {
            reading.warnings.append(MediaWarning(message: error.description))
            return nil
        }
    }

    /// The demuxer of a segmented video `group` that declares closed captions, over its
    /// initialization and media segments joined in order (``DASHJoinedSegments``), local or
    /// fetched over the network, as a player reads them: only the video packets the caption
    /// scan and decoders ask for are read, and none is decoded. Its timeline is the DASH
    /// one: media time less `presentationTimeOffset`, from its period's start. A segment that
    /// cannot be fetched costs only its own span, with a warning naming it. Nil for a live
    /// MPD (its segments are still being made), a video that spans several periods, or one
    /// that declares no captions (its segments are not fetched just to list the video).
    private func openJoinedDASHVideo(
        _ group: DASHTrackGroup, reader: HLSResourceReader
    ) -> DemuxerInput? {
        guard liveFeed == nil, group.parts.count == 1, let part = group.parts.first,
            !group.adaptationSet.closedCaptions.isEmpty
        else { return nil }
        let representation = part.representation
        let shift = part.period.start + representation.mediaTimeShift
        do throws(MediaError) {
            let joined = try DASHJoinedSegments(representation, reader: reader, kind: .videoSegment)
            let policy = InputPolicy(
                mainURL: joined.path, permittedDirectory: nil, permitsAnyReference: false,
                protocolWhitelist: "file", interrupter: reading.interrupter,
                openTimeLimit: reading.options.openTimeLimit)
            let input: DemuxerInput
            do throws(MediaError) {
                input = try DemuxerInput(
                    path: representation.initialization?.uri ?? representation.segments[0].uri,
                    url: joined.path, policy: policy)
            } catch {
                joined.remove()
                throw error
            }
            input.joinedSegments = joined
            input.statedOrigin = (MediaTime.zero - shift).microseconds
            for loss in joined.lost {
                var placed = loss
                placed.start = loss.start + shift
                placed.end = loss.end + shift
                reading.warnings.append(
                    MediaWarning(
                        message:
                            "\(loss.error.description); the captions in its video from \(placed.start) to \(placed.end) are lost"
                    ))
            }
            return input
        } catch {
            reading.warnings.append(MediaWarning(message: error.description))
            return nil
        }
    }

    /// Adds the CEA-608 channels and CEA-708 services each video AdaptationSet declares: read
    /// from the opened video (input `opened`, AdaptationSet group `group`) by the caption scan
    /// and its decoders, which keep the declared language; for any other video, listed, and
    /// reading them throws, since their video is not read.
    private func addClosedCaptions(
        of groups: [DASHTrackGroup], opened: (group: Int, input: Int)?
    ) {
        var captions = ClosedCaptionTracks()
        for (index, group) in groups.enumerated() where group.adaptationSet.contentType == .video {
            for service in group.adaptationSet.closedCaptions {
                let name =
                    service.standard == .cea608
                    ? "CC\(service.number)" : "Service \(service.number)"
                let track = TrackInfo(
                    id: reading.nextTrackID, kind: .legible,
                    codec: service.standard == .cea608 ? "eia_608" : "eia_708",
                    language: service.language, title: service.language == nil ? name : nil,
                    flags: .captions)
                if index == opened?.group {
                    switch service.standard {
                    case .cea608:
                        // The MPD's reader keeps only channels 1–4 (it warns about others).
                        guard let channel = CaptionChannel(rawValue: service.number) else {
                            continue
                        }
                        captions.declaredChannels[channel] = track
                    case .cea708:
                        captions.declaredServices[service.number] = track
                    }
                    continue
                }
                let error = MediaError.readFailed(
                    path: path,
                    detail:
                        "\(name) of <AdaptationSet> (line \(group.adaptationSet.line)) is read from its video, which is not read here (the first video AdaptationSet that can be opened is, unless it is live or spans several periods)"
                )
                reading.addTrack(
                    track,
                    feed: .deferredCues(
                        DeferredCues { () throws(MediaError) -> CueReading in throw error }))
            }
        }
        if let opened {
            captions.add(to: reading, input: opened.input, scansVideo: !isLive)
        }
    }
}
