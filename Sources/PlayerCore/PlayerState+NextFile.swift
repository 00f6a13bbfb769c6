extension PlayerState {
    /// Takes from `previous` (the last file's state) what mpv keeps as options between the
    /// files of a playlist: the level and mute switch, hidden captions and their delay and
    /// style, the description voice, the rate, the track preferences; the next file starts untouched at host time
    /// `now`, so its controls hide as if just shown.
    public mutating func carryOverOptions(from previous: PlayerState, at now: HostTime) {
        volume = previous.volume
        isMuted = previous.isMuted
        captionsHidden = previous.captionsHidden
        captionDelay = previous.captionDelay
        isSlowMotion = previous.isSlowMotion
        customRate = previous.customRate
        slowMotionRate = previous.slowMotionRate
        trackPreferences = previous.trackPreferences
        presentation.captionStyle = previous.presentation.captionStyle
        presentation.descriptionVoice = previous.presentation.descriptionVoice
        lastInteraction = now
    }
}
