internal import PlayerCaptions
internal import PlayerCore

/// An HLS media playlist of WebVTT segments opened by itself: one caption track, every segment
/// read as its own WebVTT file by the project's parser (FFmpeg's demuxer would join them into
/// one text) and placed by its `X-TIMESTAMP-MAP`, the first map's cue times standing
/// (``HLSSubtitleTiming/init()``).
///
/// A finished playlist's segments are fetched when the track is first read; a segment that
/// cannot be read costs only its own span and is named with it. A live playlist is read now,
/// as far as its window goes, and followed by ``reload()``.
final class HLSWebVTTPlaylistSource: LiveFollowingSource {
    let reading: TrackReader
    let isLive: Bool
    let startPosition: MediaTime?
    var liveFeed: HLSLiveFeed?

    /// The source of `playlist`, read from `path` through `reader`.
    ///
    /// A live one's warning says that reading it gives the window as it stands, so that a
    /// reader of the whole track (`captions`) knows it ends there. A segment the policy
    /// refuses, or one that cannot be read, leaves the source without the track, with a
    /// warning saying why.
    init(
        playlist: HLSMediaPlaylist, reader: HLSResourceReader, path: String,
        options: MediaSourceOptions, interrupter: MediaInterrupter
    ) {
        reading = TrackReader(path: path, options: options, interrupter: interrupter)
        reading.duration = playlist.isLive ? nil : playlist.duration
        isLive = playlist.isLive
        startPosition = playlist.joinPosition()
        var track = TrackInfo(
            id: reading.nextTrackID, kind: .legible, codec: SidecarFormat.webVTT.codecName)
        track.sourcePath = path
        do {
            try HLSWebVTTRendition.requirePermission(for: playlist, reader: reader)
            guard
                let (id, timing) = HLSWebVTTRendition.addTrack(
                    track, to: reading, playlist: playlist, reader: reader,
                    timing: HLSSubtitleTiming(), main: nil, renditionURI: nil)
            else { return }
            let window = HLSLiveWindow(opening: playlist)
            var feed = HLSLiveFeed(reader: reader, primaryURI: path, primary: window)
            feed.subtitles.append(.init(track: id, uri: path, window: window, timing: timing))
            liveFeed = feed
            reading.warnings.append(
                MediaWarning(
                    track: id,
                    message:
                        "\(path): a live playlist, read as far as the \(playlist.segments.count) segments listed when it opened (to \(window.liveEdge)); playing it follows it as it grows"
                ))
        } catch {
            reading.warnings.append(MediaWarning(message: error.description))
        }
    }

    var kind: MediaSource.Kind { .hlsWebVTTPlaylist }
    var formatName: String { "hls" }
    var isCaptionFile: Bool { true }
    var startTime: MediaTime { .zero }
    var metadata: TitleMetadata { TitleMetadata() }
    var chapters: [MediaChapter] { [] }
}
