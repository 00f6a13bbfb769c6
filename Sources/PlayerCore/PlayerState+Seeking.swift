extension PlayerState {
    /// Jumps by `offset` from the pending seek target if the source has not caught up yet (so
    /// quick repeated skips add up), else from the current position.
    mutating func seek(by offset: MediaTime, at now: HostTime) -> [PlayerEffect] {
        seek(to: (pendingSeek ?? position) + offset, at: now)
    }

    /// Jumps to `target`, clamped to the seekable range; time holds still there until the
    /// source reports ``EngineEvent/seekCompleted(_:)``.
    ///
    /// One rule says when playback has ended, whether the end is played into or sought to:
    /// a started player at the very end of on-demand media has ended (Play becomes Replay),
    /// as an HTML media element has ended once its position is at the end, paused or not.
    /// Seeking away from the end pauses there (Play then resumes rather than replays).
    mutating func seek(to target: MediaTime, at now: HostTime) -> [PlayerEffect] {
        let clamped = clampedPosition(target)
        position = clamped
        phase = .seeking(target: clamped, then: playback, since: now)
        var effects: [PlayerEffect] = [.seekSource(to: clamped), .announce(.seeked(to: clamped))]
        let reachesTheEnd = !isLive && clamped == duration
        switch playback {
        case .ended where !reachesTheEnd:
            setPlayback(.paused, at: now)
        case .playing where reachesTheEnd, .paused where reachesTheEnd:
            effects += finish(at: now)
        case .idle, .playing, .paused, .ended:
            break
        }
        return effects
    }

    /// The source reached `target`: time moves again from there if playing.
    mutating func completeSeek(to target: MediaTime, at now: HostTime) -> PlayerReduction {
        guard case .seeking(target, _, _) = phase else {
            return PlayerReduction(rejection: .staleSeekCompletion(target))
        }
        leaveSeek(at: now)
        return PlayerReduction()
    }

    /// Goes on from a pending seek, if any, as it said playback would at host time `now`
    /// (a playing clock starts there).
    mutating func leaveSeek(at now: HostTime) {
        guard case .seeking(_, let then, _) = phase else { return }
        phase = settled(then, at: now)
    }
}
