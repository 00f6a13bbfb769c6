internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DemuxedMediaSource {
    /// Adds the legible renditions an HLS playlist declares and notes whether it is live: as
    /// our reader reads it, or as FFmpeg does when it has no end for it.
    ///
    /// FFmpeg 5.1 lists subtitle renditions only with `strict=experimental` and misplaces their
    /// cues, and never lists closed-caption declarations, so the playlist is read here (or
    /// taken from `checked`, when it was read before FFmpeg opened it): each `SUBTITLES`
    /// rendition becomes a track of parsed cues, whose media playlist is read now and whose
    /// WebVTT segments are fetched (under `input`'s policy) the first time the track is read;
    /// each `CLOSED-CAPTIONS` rendition becomes a track read from the first video stream. A
    /// rendition that cannot be used (refused by the policy, a segment refused, missing, not a
    /// media playlist) is left out with a warning naming the playlist; the rest of the source
    /// still opens.
    func addHLSRenditions(
        of input: DemuxerInput, checked: HLSPlaylistCheck?, captions: inout ClosedCaptionTracks
    ) {
        let reader = HLSResourceReader(sourcePath: path, policy: input.policy)
        do throws(MediaError) {
            let main: HLSPlaylist
            var mainPlaylist: HLSMediaPlaylist?
            if let checked { main = checked.main } else { main = try reader.playlist(at: path) }
            switch main {
            case .media(let media):
                follow(media, at: path, reader: reader, startPoint: nil)
                addSegmentLanguages(from: media, reader: reader)
            case .master(let master):
                if let variant = master.variants.first {
                    let media: HLSMediaPlaylist
                    if let known = checked?.mediaPlaylists[variant.uri] {
                        media = known
                    } else {
                        media = try reader.mediaPlaylist(at: variant.uri)
                    }
                    follow(media, at: variant.uri, reader: reader, startPoint: master.startPoint)
                    addSegmentLanguages(from: media, reader: reader)
                    mainPlaylist = media
                }
                for rendition in master.legibleRenditions {
                    addHLSRendition(
                        rendition, input: input, reader: reader, main: mainPlaylist,
                        captions: &captions)
                }
            }
        } catch {
            reading.warnings.append(MediaWarning(message: error.description))
        }
        // FFmpeg states a length only for a playlist it takes as finished, and reloads any
        // other while it is read: that source is live, whatever our reader made of the text
        // (a playlist it could not read at all, so that nothing was served with ENDLIST).
        if duration == nil {
            isLive = true
        }
        if isLive && input.readsLocalFile {
            input.policy.liveEdgeWait = InputPolicy.liveEdgeWait
        }
    }

    /// Notes whether the program's playlist is live and where playback joins it (the master's
    /// `startPoint` before the playlist's own), and, if it is live, follows it for reloads.
    private func follow(
        _ playlist: HLSMediaPlaylist, at uri: String, reader: HLSResourceReader,
        startPoint: HLSStartPoint?
    ) {
        isLive = playlist.isLive
        startPosition = playlist.joinPosition(startPoint: startPoint)
        guard playlist.isLive else { return }
        liveFeed = HLSLiveFeed(
            reader: reader, primaryURI: uri, primary: HLSLiveWindow(opening: playlist))
    }

    /// Adds one `SUBTITLES` or `CLOSED-CAPTIONS` rendition, or warns why it cannot be read; a
    /// subtitle rendition's later discontinuity sequences are placed through `main`, the
    /// variant's playlist (``HLSMainTimeline``).
    private func addHLSRendition(
        _ rendition: HLSRendition, input: DemuxerInput, reader: HLSResourceReader,
        main: HLSMediaPlaylist?, captions: inout ClosedCaptionTracks
    ) {
        let track = TrackInfo(hlsRendition: rendition)
        guard rendition.type == .subtitles else {
            addClosedCaptionRendition(
                track, rendition: rendition, input: input, captions: &captions)
            return
        }
        guard let uri = rendition.uri else {
            reading.warnings.append(
                MediaWarning(
                    message:
                        "\(path): subtitle rendition \"\(TerminalText.excerpt(rendition.name))\" has no URI; ignored"
                ))
            return
        }
        do {
            let playlist = try HLSWebVTTRendition.playlist(at: uri, reader: reader)
            // A live rendition's cues are read now and grow with each reload.
            guard
                let (id, timing) = HLSWebVTTRendition.addTrack(
                    track, to: reading, playlist: playlist, reader: reader,
                    timing: HLSSubtitleTiming(streamStart: startTime), main: main,
                    renditionURI: uri)
            else { return }
            liveFeed?.subtitles.append(
                .init(
                    track: id, uri: uri, window: HLSLiveWindow(opening: playlist), timing: timing))
        } catch {
            reading.warnings.append(
                MediaWarning(
                    message:
                        "subtitle rendition \"\(TerminalText.excerpt(rendition.name))\" of \(path) left out:"
                        + " \(error.description)"))
        }
    }

    /// Keeps a CEA-608 closed-caption rendition for the caption scan, which reads it from the
    /// video with the playlist's name, language and flags; any other (CEA-708 `SERVICEn`) is
    /// listed on the first video stream, and reading it throws
    /// ``MediaError/codecNotSupported(path:track:codec:)``.
    private func addClosedCaptionRendition(
        _ track: TrackInfo, rendition: HLSRendition, input: DemuxerInput,
        captions: inout ClosedCaptionTracks
    ) {
        if let channel = rendition.instreamID.flatMap(CaptionChannel.init(instreamID:)) {
            captions.declaredChannels[channel] = track
            return
        }
        let video = input.streams.firstIndex {
            $0?.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        }
        guard let video else {
            reading.warnings.append(
                MediaWarning(
                    message:
                        "\(path): closed captions \"\(track.title ?? "")\" declared without a video stream; ignored"
                ))
            return
        }
        let id = reading.addTrack(track, feed: .packets(input: 0, stream: video, makeDecoder: nil))
        let error = MediaError.codecNotSupported(path: path, track: id, codec: track.codec)
        reading.warnings.append(MediaWarning(track: id, message: error.description))
    }
}
