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

    mutating func setVolume(_ level: Double) -> PlayerReduction {
        guard !level.isNaN else { return PlayerReduction(rejection: .invalidVolume) }
        let before = outputVolume
        volume = min(max(level, 0), 1)
        return PlayerReduction(effects: outputEffects(comparedWith: before))
    }

    private func outputEffects(comparedWith before: Double) -> [PlayerEffect] {
        outputVolume == before ? [] : [.setOutputVolume(outputVolume)]
    }
}
