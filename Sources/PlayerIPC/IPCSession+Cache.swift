import PlayerCore
import PlayerEngine

extension IPCSession {
    /// mpv's `demuxer-cache-duration` and `demuxer-cache-state` for a player that reads the
    /// file where it plays, with no cache between: what is readable ahead is the rest of
    /// the file (to the live edge for a live stream); nil when the end is not known.
    func cacheReading(_ property: IPCProperty) -> JSONValue? {
        let state = player.state
        guard let end = state.duration ?? state.liveEdge else { return nil }
        let position = currentPosition
        let ahead = Self.seconds(max(end - position, .zero))
        switch property {
        case .demuxerCacheDuration: return ahead
        default:
            return .object([
                ("cache-end", Self.seconds(end)), ("reader-pts", Self.seconds(position)),
                ("cache-duration", ahead), ("eof", .bool(state.playback == .ended)),
                ("underrun", .bool(false)), ("idle", .bool(true)),
                ("bof-cached", .bool(true)), ("eof-cached", .bool(!player.catalog.isLive)),
                (
                    "seekable-ranges",
                    .array([
                        .object([("start", Self.seconds(.zero)), ("end", Self.seconds(end))])
                    ])
                ),
            ])
        }
    }
}
