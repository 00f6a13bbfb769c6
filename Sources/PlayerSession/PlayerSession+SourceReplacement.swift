import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// The next file of a playlist becomes the source, as mpv's next entry does: the session
    /// (its clock, script, observers, screen reader) goes on, while everything about the file
    /// starts again from its catalog. What mpv keeps as options between files carries over:
    /// the level and mute switch, hidden captions and their delay and style, the rate, the
    /// track preferences. The tracks are chosen by the policy again (a choice the user made was for
    /// the last file's tracks), and the log starts the file as it starts a session: its
    /// `session` line, the state and every element (the new title among them), at the
    /// session time reached, then the new program announced as the first was.
    ///
    /// Playback starts paused at the file's start; the driver plays it when the last one
    /// played (``SessionInput/sourceReplaced(_:firstReloadDelay:)`` only swaps the source).
    mutating func replaceSource(with catalog: MediaCatalog, firstReloadDelay: MediaTime?) {
        var next = PlayerSession(catalog: catalog, configuration: configuration, at: start)
        next.now = now
        next.scriptClock = scriptClock
        next.pendingScript = pendingScript
        next.stopPosition = stopPosition
        next.isObserved = isObserved
        if catalog.isLive, let firstReloadDelay {
            next.live.nextReload = now.advanced(by: firstReloadDelay)
        }
        next.state.carryOverOptions(from: state, at: now)
        _ = next.model.update(&next.state)
        if screenReader != nil {
            next.screenReader =
                next.screenReader ?? ScreenReader(kind: configuration.screenReaderKind)
        }
        self = next
        open()
        outputs.append(contentsOf: currentValues().map(SessionOutput.log))
    }
}
