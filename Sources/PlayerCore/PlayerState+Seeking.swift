extension PlayerState {
    /// Jumps by `offset` from the pending seek target if the source has not caught up yet (so
    /// quick repeated skips add up), else from the current position.
    mutating func seek(by offset: MediaTime, at now: HostTime) -> [PlayerEffect] {
        seek(to: (pendingSeek ?? position) + offset, at: now)
    }

    /// Jumps to `target`, clamped to the seekable range; time holds still there until the
    /// source reports ``EngineEvent/seekCompleted(_:)``.
    ///
    /// Seeking away from the end pauses there (Play then resumes rather than replays);
    /// seeking to the very end while playing ends playback.
    mutating func seek(to target: MediaTime, at now: HostTime) -> [PlayerEffect] {
        let clamped = clampedPosition(target)
        position = clamped
        pendingSeek = clamped
        mediaClock.rebase(at: now, to: clamped, isRunning: false)
        var effects: [PlayerEffect] = [.seekSource(to: clamped), .announce(.seeked(to: clamped))]
        if playback == .ended {
            playback = .paused
        } else if playback == .playing, !isLive, clamped == duration {
            effects += finish(at: now)
        }
        return effects
    }

    /// The source reached `target`: time moves again from there if playing.
    mutating func completeSeek(to target: MediaTime, at now: HostTime) -> PlayerReduction {
        guard pendingSeek == target else {
            return PlayerReduction(rejection: .staleSeekCompletion(target))
        }
        pendingSeek = nil
        mediaClock.rebase(at: now, to: position, isRunning: playback == .playing)
        return PlayerReduction()
    }
}
