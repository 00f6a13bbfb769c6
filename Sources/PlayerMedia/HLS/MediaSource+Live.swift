public import PlayerCaptions
public import PlayerCore

extension MediaSource {
    /// The newest time available for a live source, nil for on-demand media.
    public var liveEdge: MediaTime? {
        guard isLive else { return nil }
        return liveFeed?.primary.liveEdge ?? dashLiveFeed?.liveEdge ?? .zero
    }

    /// How long to wait before reloading a live source's playlists: its target duration after
    /// a reload that found a new segment, half of it after one that did not (RFC 8216).
    public var nextReloadDelay: MediaTime {
        liveFeed?.primary.nextReloadDelay ?? dashLiveFeed?.nextReloadDelay ?? .seconds(1)
    }

    /// Breaks a blocking reload from any thread.
    public var interruption: @Sendable () -> Void {
        { [interrupter] in interrupter.interrupt() }
    }

    /// Reloads a live source's playlists (or its MPD): the new live edge and each caption track's new
    /// cues, which later reads of the track include too.
    public func reload() throws(MediaError) -> LiveUpdate {
        guard !isClosed else { throw .closed(path: path) }
        let update: LiveUpdate
        if var feed = liveFeed {
            update = try feed.reload(path: path)
            liveFeed = feed
        } else if var feed = dashLiveFeed {
            update = try feed.reload(path: path)
            dashLiveFeed = feed
        } else {
            throw .readFailed(path: path, detail: "not a live source")
        }
        for (track, cues) in update.addedCues {
            guard case .parsedCues(let known) = routes[track]?.feed else { continue }
            routes[track]?.feed = .parsedCues(CaptionTimeline(cues: known + cues).cues)
        }
        return update
    }
}
