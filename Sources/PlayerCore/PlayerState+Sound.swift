extension PlayerState {
    /// The level Unmute restores when the volume was turned all the way down.
    public static let unmuteVolume = 0.5

    /// The gain the audio output should use: the volume, or 0 while muted.
    public var outputVolume: Double {
        isEffectivelyMuted ? 0 : volume
    }

    mutating func setMuted(_ muted: Bool) -> [PlayerEffect] {
        let before = outputVolume
        isMuted = muted
        if !muted && volume <= 0 {
            volume = Self.unmuteVolume
        }
        return outputEffects(comparedWith: before)
    }

    /// Moves the volume to `level` (clamped to 0…1) and unmutes: moving the volume is asking
    /// to hear it, as Video.js's volume bar unmutes before it sets the level it is moved to
    /// (`checkMuted()` in src/js/control-bar/volume-control/volume-bar.js).
    mutating func setVolume(_ level: Double) -> PlayerReduction {
        guard !level.isNaN else { return PlayerReduction(rejection: .invalidVolume) }
        let before = outputVolume
        isMuted = false
        volume = min(max(level, 0), 1)
        return PlayerReduction(effects: outputEffects(comparedWith: before))
    }

    private func outputEffects(comparedWith before: Double) -> [PlayerEffect] {
        outputVolume == before ? [] : [.setOutputVolume(outputVolume)]
    }
}
