extension PlayerState {
    /// Applies a remote client's ``PlayerAdjustment``: the level without touching mute, or the
    /// captions shown or hidden with their choice kept.
    mutating func adjust(_ adjustment: PlayerAdjustment) -> PlayerReduction {
        switch adjustment {
        case .volumeLevel(let level):
            guard !level.isNaN else { return PlayerReduction(rejection: .invalidVolume) }
            let before = outputVolume
            volume = min(max(level, 0), 1)
            return PlayerReduction(
                effects: outputVolume == before ? [] : [.setOutputVolume(outputVolume)])
        case .captionsVisible(let visible):
            let before = displayedCaptionTrack
            captionsHidden = !visible
            return PlayerReduction(
                effects: displayedCaptionTrack == before
                    ? [] : [.showCaptionTrack(displayedCaptionTrack)])
        }
    }
}
