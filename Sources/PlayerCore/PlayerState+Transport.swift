extension PlayerState {
    /// What activating the Play/Pause button would do now; the button's label follows it.
    public var playButtonAction: PlayButtonAction {
        switch playback {
        case .playing: .pause
        case .ended: .replay
        case .idle, .paused: .play
        }
    }

    /// The playback rate in effect, as an exact fraction for the media clock.
    public var playbackRate: PlaybackRate {
        if let customRate { return PlaybackRate(customRate) ?? .normal }
        return isSlowMotion ? PlaybackRate(slowMotionRate) ?? .normal : .normal
    }

    mutating func play(at now: HostTime) -> [PlayerEffect] {
        switch playback {
        case .playing:
            return []
        case .ended:
            var effects = seek(to: .zero, at: now)
            setPlayback(.playing, at: now)
            effects.append(.setPlaying(true))
            return effects
        case .idle:
            startClock(at: now)
            // A show without an episode title names the program too.
            guard metadata.title != nil || metadata.show != nil else { return [.setPlaying(true)] }
            return [.setPlaying(true), .announce(.programStarted(metadata))]
        case .paused:
            startClock(at: now)
            return [.setPlaying(true)]
        }
    }

    mutating func pause(at now: HostTime) -> [PlayerEffect] {
        guard playback == .playing else { return [] }
        setPlayback(.paused, at: now)
        return [.setPlaying(false)]
    }

    mutating func setSlowMotion(_ isOn: Bool, at now: HostTime) -> [PlayerEffect] {
        guard isOn != isSlowMotion || customRate != nil else { return [] }
        let wasOn = isSlowMotion
        isSlowMotion = isOn
        customRate = nil
        rebaseClock(at: now)
        return [.setRate(playbackRate)] + (wasOn == isOn ? [] : [.announce(.slowMotion(isOn))])
    }

    private mutating func startClock(at now: HostTime) {
        setPlayback(.playing, at: now)
    }
}

/// What the Play/Pause button does when activated, from ``PlayerState/playButtonAction``.
public enum PlayButtonAction: String, Hashable, Sendable {
    /// Start or resume playing.
    case play
    /// Pause.
    case pause
    /// Play again from the start (the program has ended).
    case replay
}
