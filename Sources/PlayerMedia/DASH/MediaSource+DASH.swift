internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// Adds every track of a DASH presentation, from the manifest alone: one per AdaptationSet
    /// (joined across periods, ``DASHTrackGroup``), then the CEA-608 channels and CEA-708
    /// services the video's `Accessibility` descriptors declare.
    ///
    /// Text tracks read their segments the first time they are read (``DASHTextCues``).
    /// The first video AdaptationSet whose Representation is one local file is opened with
    /// FFmpeg, so that its track has the file's details and its declared captions are decoded
    /// from it by the CEA-608 / CEA-708 decoders; any other video or audio track is listed as
    /// the manifest states it, its segments neither needed nor read.
    func addDASHTracks(of presentation: DASHPresentation) {
        warnings += presentation.manifest.warnings.map { MediaWarning(message: $0) }
        let now = options.wallClock()
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
                let first = nextTrackID
                openedInput = inputs.count
                addTracks(of: demuxer, sourcePath: nil)
                if let video = tracks.firstIndex(where: { $0.id >= first && $0.kind == .video }) {
                    tracks[video].title = track.title
                    tracks[video].flags = track.flags
                    tracks[video].language = track.language ?? tracks[video].language
                }
            case .video, .audio:
                addTrack(track, feed: .parsedCues([]))
            case .text where dashLiveFeed != nil:
                addLiveDASHTextTrack(track, group: group, index: index, reader: presentation.reader)
            case .text:
                let reader = presentation.reader
                let options = options
                addTrack(
                    track,
                    feed: .deferredCues(
                        DeferredCues { () throws(MediaError) in
                            try DASHTextCues.cues(of: group, reader: reader, options: options)
                        }))
            case .other:
                warnings.append(
                    MediaWarning(
                        message:
                            "\(path): <AdaptationSet> (line \(group.adaptationSet.line)) is not video, audio or text; ignored"
                    ))
            }
        }
        addDASHClosedCaptions(
            of: groups, opened: opened.map { (group: $0.group, input: openedInput) })
    }

    /// The demuxer of `group`'s video when it is one local file the source's policy lets it
    /// read; nil otherwise, with a warning when the file is there but FFmpeg cannot open it.
    private func openDASHVideo(
        _ group: DASHTrackGroup, reader: HLSResourceReader
    ) -> DemuxerInput? {
        guard group.adaptationSet.contentType == .video,
            let segment = group.parts[0].representation.segments.first,
            group.parts[0].representation.segments.count == 1, segment.byteRange == nil,
            !segment.uri.contains("://"), (try? reader.requirePermission(for: segment.uri)) != nil,
            (try? LocalFile.checkReadable(segment.uri)) != nil
        else { return nil }
        let policy = Self.mainInputPolicy(
            path: segment.uri, options: options, interrupter: interrupter)
        do {
            return try DemuxerInput(path: segment.uri, url: segment.uri, policy: policy)
        } catch {
            warnings.append(MediaWarning(message: error.description))
            return nil
        }
    }

    /// Adds the CEA-608 channels and CEA-708 services each video AdaptationSet declares: read
    /// from the opened video (input `opened`, AdaptationSet group `group`) by the caption scan
    /// and its decoders, which keep the declared language; for any other video, listed, and
    /// reading them throws, since their segments are not one local file.
    private func addDASHClosedCaptions(
        of groups: [DASHTrackGroup], opened: (group: Int, input: Int)?
    ) {
        for (index, group) in groups.enumerated() where group.adaptationSet.contentType == .video {
            for service in group.adaptationSet.closedCaptions {
                let name =
                    service.standard == .cea608
                    ? "CC\(service.number)" : "Service \(service.number)"
                let track = TrackInfo(
                    id: nextTrackID, kind: .legible,
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
                        declaredClosedCaptions[channel] = track
                    case .cea708:
                        declaredCaptionServices[service.number] = track
                    }
                    continue
                }
                let error = MediaError.readFailed(
                    path: path,
                    detail:
                        "\(name) of <AdaptationSet> (line \(group.adaptationSet.line)) is read from its video, whose segments are not one local file here"
                )
                addTrack(
                    track,
                    feed: .deferredCues(DeferredCues { () throws(MediaError) in throw error }))
            }
        }
        if let opened {
            addClosedCaptionTracks(of: opened.input)
        }
    }
}
