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
        guard case .playing(var clock) = phase else { return }
        let clockTime = clock.time(at: now)
        position = clampedPosition(clockTime)
        if position != clockTime {
            // At the live edge: the clock waits there until the source has more.
            clock.rebase(at: now, to: position)
            phase = .playing(clock: clock)
        }
        guard !isLive, let duration, position >= duration else { return }
        effects += finish(at: now)
    }

    /// Ends playback at the current position, which becomes the duration: Play becomes Replay
    /// and the controls come back (the output stops if it was playing).
    mutating func finish(at now: HostTime) -> [PlayerEffect] {
        let wasPlaying = playback == .playing
        setPlayback(.ended, at: now)
        duration = position
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
}

extension PlayerState {
    /// Makes playback `playback` at host time `now`: playing starts a clock at the position
    /// and the rate in effect. While a seek is pending, it is what follows the seek instead.
    mutating func setPlayback(_ playback: Playback, at now: HostTime) {
        if case .seeking(let target, _, let since) = phase {
            phase = .seeking(target: target, then: playback, since: since)
        } else {
            phase = settled(playback, at: now)
        }
    }

    /// The phase of `playback` with no seek pending, entered at host time `now`.
    func settled(_ playback: Playback, at now: HostTime) -> PlaybackPhase {
        switch playback {
        case .idle: .idle
        case .playing:
            .playing(
                clock: MediaClock(media: position, at: now, rate: playbackRate, isRunning: true))
        case .paused: .paused
        case .ended: .ended
        }
    }

    /// Re-anchors a playing clock at host time `now` and the position, at the rate now in
    /// effect (slow motion or a custom rate changed); other phases have no clock.
    mutating func rebaseClock(at now: HostTime) {
        guard case .playing = phase else { return }
        setPlayback(.playing, at: now)
    }
}
