internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// Adds the one caption track of a WebVTT media playlist opened by itself: every segment
    /// read as its own WebVTT file (``HLSWebVTTRendition``), the first map's cue times
    /// standing (``HLSSubtitleTiming/init()``). A finished playlist's segments are fetched
    /// when the track is first read.
    ///
    /// A live one is read now, as far as its window goes, and followed by ``reload()``; its
    /// warning says that reading it gives the window as it stands, so that a reader of the
    /// whole track (`captions`) knows it ends there. A segment the policy refuses, or one
    /// that cannot be read, leaves the source without the track, with a warning saying why.
    func addWebVTTPlaylistTrack(_ playlist: HLSMediaPlaylist, reader: HLSResourceReader) {
        var track = TrackInfo(
            id: nextTrackID, kind: .legible, codec: SidecarFormat.webVTT.codecName)
        track.sourcePath = path
        isLive = playlist.isLive
        startPosition = playlist.joinPosition()
        do {
            try HLSWebVTTRendition.requirePermission(for: playlist, reader: reader)
            guard
                let (id, timing) = addWebVTTRenditionTrack(
                    track, playlist: playlist, reader: reader, timing: HLSSubtitleTiming(),
                    main: nil)
            else { return }
            let window = HLSLiveWindow(opening: playlist)
            var feed = HLSLiveFeed(reader: reader, primaryURI: path, primary: window)
            feed.subtitles.append(.init(track: id, uri: path, window: window, timing: timing))
            liveFeed = feed
            warnings.append(
                MediaWarning(
                    track: id,
                    message:
                        "\(path): a live playlist, read as far as the \(playlist.segments.count) segments listed when it opened (to \(window.liveEdge)); playing it follows it as it grows"
                ))
        } catch {
            warnings.append(MediaWarning(message: error.description))
        }
    }
}
