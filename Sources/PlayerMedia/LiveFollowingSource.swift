internal import PlayerCore

/// The playlists or MPD a live source follows across reloads (``HLSLiveFeed``,
/// ``DASHLiveFeed``).
protocol LiveFeed {
    /// The newest time available.
    var liveEdge: MediaTime { get }
    /// How long to wait before the next reload.
    var nextReloadDelay: MediaTime { get }
    /// Fetches what the source gained since the last reload.
    mutating func reload(path: String) throws(MediaError) -> LiveUpdate
}

/// A kind of source that may be live and then follows its feed: its live edge, reload delay
/// and reloads come from the feed, and a reload's new cues join their tracks.
protocol LiveFollowingSource: ComposedMediaSource {
    /// The kind of feed the source follows.
    associatedtype Feed: LiveFeed
    /// The feed followed while the source is live; nil for on-demand media.
    var liveFeed: Feed? { get set }
}

extension LiveFollowingSource {
    /// The newest time available for a live source, nil for on-demand media.
    public var liveEdge: MediaTime? {
        guard isLive else { return nil }
        return liveFeed?.liveEdge ?? .zero
    }

    /// How long to wait before reloading a live source's playlists or MPD: an HLS playlist's
    /// target duration after a reload that found a new segment, half of it after one that did
    /// not (RFC 8216); a DASH MPD's `minimumUpdatePeriod`.
    public var nextReloadDelay: MediaTime {
        liveFeed?.nextReloadDelay ?? .seconds(1)
    }

    /// Reloads a live source's playlists (or its MPD): the new live edge and each caption
    /// track's new cues, which later reads of the track include too.
    public func reload() throws(MediaError) -> LiveUpdate {
        try reading.requireOpen()
        guard var feed = liveFeed else {
            throw .readFailed(path: path, detail: "not a live source")
        }
        let update = try feed.reload(path: path)
        liveFeed = feed
        reading.addLiveCues(of: update)
        return update
    }
}
