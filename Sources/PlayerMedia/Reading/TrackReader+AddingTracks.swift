internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension TrackReader {
    /// The id the next added track gets: after every stream of the container and every track
    /// already added.
    var nextTrackID: TrackID {
        let afterStreams = inputs.first?.streams.count ?? 0
        let afterRoutes = (routes.keys.map(\.rawValue).max() ?? -1) + 1
        return TrackID(rawValue: max(afterStreams, afterRoutes))
    }

    /// Adds a track that is not one container stream read as itself: a caption channel found
    /// inside a video stream, an HLS rendition, a caption file parsed in full. Its id is
    /// ``nextTrackID`` (whatever `track.id` said); returns it.
    @discardableResult
    func addTrack(_ track: TrackInfo, feed: TrackRoute.Feed) -> TrackID {
        var track = track
        track.id = nextTrackID
        tracks.append(track)
        routes[track.id] = TrackRoute(feed: feed, kind: track.kind)
        return track.id
    }

    /// Adds the cues a live source's reload found to the tracks they belong to, so that later
    /// reads of those tracks include them.
    func addLiveCues(of update: LiveUpdate) {
        for (track, cues) in update.addedCues {
            guard case .parsedCues(let known) = routes[track]?.feed else { continue }
            routes[track]?.feed = .parsedCues(CaptionTimeline(cues: known + cues).cues)
        }
    }

    /// Adds the legible tracks of a caption file read in full: one, or a SAMI file's one per
    /// class, titled by the class's name.
    func addParsedTrack(_ file: ParsedCaptionFile, sourcePath: String, sidecar: SidecarFile?) {
        for parsed in file.tracks {
            var track = TrackInfo(
                id: nextTrackID, kind: .legible, codec: file.codec, language: parsed.language,
                flags: parsed.flags.union(
                    file.codec == SidecarFormat.scc.codecName ? .captions : []))
            track.title = parsed.title
            track.roles = parsed.roles
            track.sourcePath = sourcePath
            if let sidecar {
                track.applyNaming(of: sidecar)
                if file.tracks.count > 1 {
                    // Each class states its own language, which one name cannot.
                    track.language = parsed.language ?? track.language
                }
            }
            addTrack(track, feed: .parsedCues(parsed.cues))
        }
        warnings += file.warnings
    }

    /// Lists the streams of `input` as tracks, warning about those that cannot be used.
    func addTracks(of input: DemuxerInput, sourcePath: String?, sidecar: SidecarFile? = nil) {
        let firstID = nextTrackID.rawValue
        let inputIndex = inputs.count
        inputs.append(input)
        let matroskaHead = input.matroskaSegmentHead()?.head
        for (index, stream) in input.streams.enumerated() {
            guard let stream else { continue }
            let id = TrackID(rawValue: firstID + index)
            guard var track = StreamTrack.info(of: stream, id: id) else {
                let kind =
                    av_get_media_type_string(stream.pointee.codecpar.pointee.codec_type)
                    .map { String(cString: $0) } ?? "unknown"
                warnings.append(
                    MediaWarning(
                        message:
                            "\(input.path): stream \(index) (\(kind)) is not video, audio or captions; ignored"
                    ))
                continue
            }
            let makeDecoder =
                track.kind == .legible ? CaptionDecoderChoice.factory(for: stream) : nil
            if track.kind == .legible && makeDecoder == nil {
                let error = MediaError.codecNotSupported(
                    path: input.path, track: id, codec: track.codec)
                warnings.append(MediaWarning(track: id, message: error.description))
            }
            track.sourcePath = sourcePath
            if let matroskaHead {
                track.takeMatroskaEntryDetails(
                    of: input.matroskaTrackEntry(ofStream: index, in: matroskaHead))
            }
            track.readLocalUseLanguage()
            if track.kind == .legible, track.language == nil {
                track.language = input.ttmlSampleLanguage(of: stream)
            }
            if let sidecar {
                track.applyNaming(of: sidecar)
            }
            tracks.append(track)
            routes[id] = TrackRoute(
                feed: .packets(input: inputIndex, stream: index, makeDecoder: makeDecoder),
                kind: track.kind)
        }
    }
}

extension TrackInfo {
    /// Takes what Matroska track entry `entry` states that FFmpeg 5.1 does not read: its
    /// BCP-47 language (`LanguageBCP47`) over the ISO 639-2 one FFmpeg gave, and its
    /// `FlagTextDescriptions`; unchanged without an entry.
    mutating func takeMatroskaEntryDetails(of entry: MatroskaTrackEntry?) {
        guard let entry else { return }
        if entry.hasTextDescriptions {
            flags.insert(.descriptions)
        }
        if let language = LanguageTag(entry.bcp47Language) {
            self.language = language
        }
    }

    /// Takes the language, title and flags a sidecar's file name gives, and marks the track
    /// external.
    mutating func applyNaming(of sidecar: SidecarFile) {
        language = sidecar.language ?? language
        title = sidecar.title ?? title
        flags.formUnion(sidecar.flags.union(.external))
    }
}
