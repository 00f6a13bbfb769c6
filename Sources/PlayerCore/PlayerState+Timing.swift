extension PlayerState {
    /// How far Rewind and Forward jump.
    public static let skipInterval = MediaTime.seconds(10)

    /// How long the controls stay up while playing without interaction, by default.
    public static let autoHideDelay = MediaTime.seconds(5)

    /// How long they stay up, by default, while a screen reader runs: longer, so a blind
    /// viewer can reach them before they go.
    public static let screenReaderAutoHideDelay = MediaTime.seconds(15)

    /// How long the controls stay up now: ``controlsHideDelay``, or
    /// ``screenReaderControlsHideDelay`` while a screen reader runs.
    public var currentHideDelay: MediaTime {
        screenReaderRunning ? screenReaderControlsHideDelay : controlsHideDelay
    }

    /// The latest position the source allows: the duration, the live edge, or nil if unknown.
    public var positionLimit: MediaTime? {
        liveEdge ?? duration
    }

    /// Where a live source is live: ``liveJoinDistance`` behind its edge, where playback
    /// joined it (a player at the edge itself would wait for every new segment); nil for
    /// on-demand media.
    ///
    /// The edge is the one the playlist stated at the last reload that moved it, advanced by
    /// the session time since the stream reached it (``liveEdgeAge``), as the stream goes on
    /// growing between reloads; so the live point moves with the clock, as playback does,
    /// rather than in a segment's steps. It never passes the stated edge, beyond which
    /// nothing can be played.
    public var livePoint: MediaTime? {
        liveEdge.map { edge in min(edge, max(edge + liveEdgeAge - liveJoinDistance, .zero)) }
    }

    /// `time` limited to the seekable range: zero up to the duration or the live edge.
    public func clampedPosition(_ time: MediaTime) -> MediaTime {
        let limit = positionLimit ?? MediaTime(microseconds: .max)
        return time.clamped(to: .zero...max(.zero, limit))
    }

    /// Moves the position to host time `now`; ends playback at the duration.
    ///
    /// Time stands still unless playing with no seek pending, and waits at a live edge. When the
    /// end is reached, its effects are appended to `effects`.
    mutating func advanceTime(to now: HostTime, appendingEffectsTo effects: inout [PlayerEffect]) {
        ageLiveEdge(to: now)
        guard playback == .playing, pendingSeek == nil else { return }
        let clockTime = mediaClock.time(at: now)
        position = clampedPosition(clockTime)
        if position != clockTime {
            // At the live edge: the clock waits there until the source has more.
            mediaClock.rebase(at: now, to: position)
        }
        guard !isLive, let duration, position >= duration else { return }
        effects += finish(at: now)
    }

    /// Ends playback at the current position, which becomes the duration: Play becomes Replay
    /// and the controls come back (the output stops if it was playing).
    mutating func finish(at now: HostTime) -> [PlayerEffect] {
        let wasPlaying = playback == .playing
        playback = .ended
        duration = position
        mediaClock.rebase(at: now, to: position, isRunning: false)
        controlsVisible = true
        return wasPlaying ? [.setPlaying(false), .announce(.ended)] : [.announce(.ended)]
    }

    /// What ``PlayerCommand/tick`` does, for a caller that ticks many times: moves the
    /// position to host time `now` (``advanceTime(to:appendingEffectsTo:)``) and hides idle
    /// controls, appending the end's effects to `effects` when the end is reached.
    public mutating func passTime(
        to now: HostTime, appendingEffectsTo effects: inout [PlayerEffect]
    ) {
        advanceTime(to: now, appendingEffectsTo: &effects)
        hideIdleControls(at: now)
    }

    /// Hides the controls after ``currentHideDelay`` of playing without interaction, unless a
    /// panel is open.
    mutating func hideIdleControls(at now: HostTime) {
        guard controlsVisible, playback == .playing, openPanel == nil,
            now.nanoseconds(since: lastInteraction) >= currentHideDelay.microseconds * 1_000
        else { return }
        controlsVisible = false
    }

    /// Sets ``liveEdgeAge`` for host time `now`.
    mutating func ageLiveEdge(to now: HostTime) {
        guard isLive else { return }
        liveEdgeAge = MediaTime(
            microseconds: max(0, now.nanoseconds(since: liveEdgeMovedAt)) / 1_000)
    }

    /// Takes in the live edge a reload stated at host time `now`. A new edge is taken to
    /// have been reached when the clock, running on from the edge before, reached it, but
    /// not before the reload before (which did not list it) nor after this one: a reload
    /// made late, or one that just missed a segment, does not move the live point back.
    mutating func takeLiveEdge(_ edge: MediaTime, at now: HostTime) {
        guard let stated = liveEdge else { return }
        let edge = max(edge, .zero)
        if edge != stated {
            let reachedByClock = liveEdgeMovedAt.advanced(by: edge - stated)
            liveEdgeMovedAt = max(liveEdgeCheckedAt, min(now, reachedByClock))
            liveEdge = edge
            position = clampedPosition(position)
        }
        liveEdgeCheckedAt = now
        ageLiveEdge(to: now)
    }

    /// Whether `other` is this state but for what time passing moves: the position, the
    /// media clock, the last interaction and a live source's edge and its age. Such a
    /// difference changes no control's state, nor any state a log line reports.
    public func differsOnlyInPassingTime(from other: PlayerState) -> Bool {
        var comparable = other
        comparable.position = position
        comparable.mediaClock = mediaClock
        comparable.lastInteraction = lastInteraction
        comparable.liveEdge = liveEdge
        comparable.liveEdgeMovedAt = liveEdgeMovedAt
        comparable.liveEdgeCheckedAt = liveEdgeCheckedAt
        comparable.liveEdgeAge = liveEdgeAge
        return comparable == self
    }
}
