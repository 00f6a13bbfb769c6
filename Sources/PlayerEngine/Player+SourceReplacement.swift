import PlayerCore
import PlayerSession

extension Player {
    /// Plays `source` next on the same session, as a playlist's next file: the old source and
    /// its loader are released, `source` is opened in their place, and the session takes it in
    /// as ``SessionInput/sourceReplaced(_:firstReloadDelay:)`` (session time goes on, the log
    /// says which file, the tracks are chosen again). It then plays when `playing`, by default
    /// when the last file was playing or had reached its end. Throws when `source` cannot be
    /// opened, leaving the current file as it was; does nothing once the player is closed.
    public func replaceSource(with source: any PlayerSource, playing: Bool? = nil)
        throws(MediaError)
    {
        guard !isClosed else { return }
        let opened = try source.openReader()
        let plays = playing ?? (state.playback == .playing || state.playback == .ended)
        loader.close()
        reader?.close()
        // What the old loader answered is about the old file's tracks; anything else posted
        // (a key, an action) still happens.
        inbox.removeAll { input in
            switch input {
            case .cuesLoaded, .cuesFinished, .reloaded, .activeCuesRead: true
            default: false
            }
        }
        reader = opened
        catalog = opened.catalog
        let inbox = self.inbox
        loader = CueLoader(source: source) { inbox.post(input: $0) }
        if case .fast = options.clock, catalog.isLive {
            reloadPace = LiveReloadPace(openedAt: session.now, on: options.liveReloadClock)
        } else {
            reloadPace = nil
        }
        feed(
            .sourceReplaced(
                catalog, firstReloadDelay: (opened as? any LiveCueReader)?.nextReloadDelay))
        if plays {
            feed(.command(.play))
        }
    }
}
