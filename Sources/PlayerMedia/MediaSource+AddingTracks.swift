internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
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
                track.language = Self.ttmlSampleLanguage(of: stream, in: input)
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
