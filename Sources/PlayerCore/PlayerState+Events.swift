extension PlayerState {
    /// Applies one report from the engine or the system at host time `now`; accepted even
    /// while the controls are locked. Does no I/O.
    public mutating func apply(_ event: EngineEvent, at now: HostTime) -> PlayerReduction {
        var effects: [PlayerEffect] = []
        advanceTime(to: now, appendingEffectsTo: &effects)
        let outcome = handle(event, at: now)
        effects += outcome.effects
        return PlayerReduction(effects: effects, rejection: outcome.rejection)
    }

    private mutating func handle(_ event: EngineEvent, at now: HostTime) -> PlayerReduction {
        switch event {
        case .sourceOpened(let source):
            return PlayerReduction(effects: open(source, at: now))
        case .seekCompleted(let target):
            return completeSeek(to: target, at: now)
        case .liveEdgeMoved(let edge):
            takeLiveEdge(edge, at: now)
            return PlayerReduction()
        case .endOfStream:
            guard playback == .playing || playback == .paused else { return PlayerReduction() }
            liveEdge = nil
            // The source ended before it reached a pending seek's target: none is pending now.
            leaveSeek(at: now)
            return PlayerReduction(effects: finish(at: now))
        case .screenReaderChanged(let running):
            screenReaderRunning = running
            if running {
                controlsVisible = true
            }
            return PlayerReduction()
        case .preferencesChanged(let preferences):
            trackPreferences = preferences
            return PlayerReduction(effects: applySelectionPolicy(reportAll: false))
        case .slowMotionRateChanged(let rate):
            guard PlaybackRate(rate) != nil else { return PlayerReduction(rejection: .invalidRate) }
            slowMotionRate = rate
            guard isSlowMotion else { return PlayerReduction() }
            rebaseClock(at: now)
            return PlayerReduction(effects: [.setRate(playbackRate)])
        }
    }

    /// Resets playback for a new source (keeping sound, lock, slow motion and settings) and
    /// lets the policy choose its tracks afresh.
    private mutating func open(_ source: SourceDescription, at now: HostTime) -> [PlayerEffect] {
        phase = .idle
        duration = source.liveEdge == nil ? source.duration : nil
        liveEdge = source.liveEdge.map { max($0, .zero) }
        position = source.startPosition.map(clampedPosition) ?? liveEdge ?? .zero
        liveJoinDistance = liveEdge.map { max($0 - position, .zero) } ?? .zero
        liveEdgeMovedAt = now
        liveEdgeCheckedAt = now
        liveEdgeAge = .zero
        openPanel = nil
        metadata = source.metadata
        captionTracks = source.tracks.filter { $0.kind == .legible }
        audioTracks = source.tracks.filter { $0.kind == .audio }
        isCaptionFile = source.isCaptionFile
        captionsChosenByUser = false
        audioChosenByUser = false
        audioTrack = nil
        return applySelectionPolicy(reportAll: true)
    }
}
