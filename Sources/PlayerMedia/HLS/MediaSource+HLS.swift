import CFFmpeg
import PlayerCaptions
import PlayerCore

extension MediaSource {
    /// Adds the legible renditions an HLS playlist declares and notes whether it is live.
    ///
    /// FFmpeg 5.1 lists subtitle renditions only with `strict=experimental` and misplaces their
    /// cues, and never lists closed-caption declarations, so the playlist is read here: each
    /// `SUBTITLES` rendition is fetched in full (its media playlist and every WebVTT segment,
    /// under `input`'s policy) and becomes a track of parsed cues; each `CLOSED-CAPTIONS`
    /// rendition becomes a track read from the first video stream. A rendition that cannot be
    /// fetched (refused by the policy, missing, not WebVTT) is left out with a warning; the
    /// rest of the source still opens.
    func addHLSRenditions(of input: DemuxerInput) {
        let reader = HLSResourceReader(sourcePath: path, policy: input.policy)
        do {
            switch try reader.playlist(at: path) {
            case .media(let media):
                follow(media, at: path, reader: reader)
            case .master(let master):
                if let variant = master.variants.first {
                    follow(
                        try reader.mediaPlaylist(at: variant.uri), at: variant.uri, reader: reader)
                }
                for rendition in master.legibleRenditions {
                    addHLSRendition(rendition, input: input, reader: reader)
                }
            }
        } catch {
            warnings.append(MediaWarning(message: error.description))
        }
    }

    /// Notes whether the program's playlist is live and, if it is, follows it for reloads.
    private func follow(_ playlist: HLSMediaPlaylist, at uri: String, reader: HLSResourceReader) {
        isLive = playlist.isLive
        guard playlist.isLive else { return }
        liveFeed = HLSLiveFeed(
            reader: reader, primaryURI: uri, primary: HLSLiveWindow(opening: playlist))
    }

    /// Adds one `SUBTITLES` or `CLOSED-CAPTIONS` rendition, or warns why it cannot be read.
    private func addHLSRendition(
        _ rendition: HLSRendition, input: DemuxerInput, reader: HLSResourceReader
    ) {
        let track = TrackInfo(hlsRendition: rendition)
        guard rendition.type == .subtitles else {
            addClosedCaptionRendition(track, rendition: rendition, input: input)
            return
        }
        guard let uri = rendition.uri else {
            warnings.append(
                MediaWarning(
                    message: "\(path): subtitle rendition \"\(rendition.name)\" has no URI; ignored"
                ))
            return
        }
        do {
            let playlist = try reader.mediaPlaylist(at: uri)
            var timing = HLSSubtitleTiming(streamStart: startTime)
            let cues = try HLSWebVTTRendition.cues(
                of: playlist.segments, reader: reader, timing: &timing)
            let id = addTrack(track, feed: .parsedCues(cues))
            if playlist.isLive {
                liveFeed?.subtitles.append(
                    .init(
                        track: id, uri: uri, window: HLSLiveWindow(opening: playlist),
                        timing: timing))
            }
        } catch {
            warnings.append(
                MediaWarning(
                    message:
                        "subtitle rendition \"\(rendition.name)\" left out: \(error.description)"))
        }
    }

    /// Keeps a CEA-608 closed-caption rendition for the caption scan, which reads it from the
    /// video with the playlist's name, language and flags; any other (CEA-708 `SERVICEn`) is
    /// listed on the first video stream, and reading it throws
    /// ``MediaError/codecNotSupported(path:track:codec:)``.
    private func addClosedCaptionRendition(
        _ track: TrackInfo, rendition: HLSRendition, input: DemuxerInput
    ) {
        if let channel = rendition.instreamID.flatMap(CaptionChannel.init(instreamID:)) {
            declaredClosedCaptions[channel] = track
            return
        }
        let video = input.streams.firstIndex {
            $0?.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        }
        guard let video else {
            warnings.append(
                MediaWarning(
                    message:
                        "\(path): closed captions \"\(track.title ?? "")\" declared without a video stream; ignored"
                ))
            return
        }
        let id = addTrack(track, feed: .packets(input: 0, stream: video, makeDecoder: nil))
        let error = MediaError.codecNotSupported(path: path, track: id, codec: track.codec)
        warnings.append(MediaWarning(track: id, message: error.description))
    }
}
