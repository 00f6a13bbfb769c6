/// A setting a remote client (mpv's JSON IPC) sets directly, beside what the controls do:
/// the input of ``PlayerState/adjust(_:)``, sent as ``PlayerCommand/adjust(_:)`` (so the lock
/// refuses it as it refuses the controls).
public enum PlayerAdjustment: Hashable, Sendable {
    /// Set the output level (clamped to 0…1) and leave the mute switch as it is, as mpv's
    /// `volume` property does (the volume slider's ``PlayerCommand/setVolume(_:)`` unmutes).
    case volumeLevel(Double)
    /// Show the chosen captions (true) or hide them (false) without changing the choice, as
    /// mpv's `sub-visibility` does.
    case captionsVisible(Bool)
    /// Show every caption this much later than its time (negative: earlier), as mpv's
    /// `sub-delay` does.
    case captionDelay(MediaTime)
    /// Show this caption track's cues too, beside the chosen captions (nil: none), as mpv's
    /// `secondary-sid` does.
    case secondaryCaptions(TrackID?)
    /// Speak this text description track's cues (nil: descriptions off), beside whatever
    /// captions are shown; only a text description track can be chosen.
    case descriptions(TrackID?)
    /// Play at this rate (mpv's `speed`, 0.01–100): 1 is normal speed, below 1 slow motion at
    /// that rate, above 1 a custom rate.
    case rate(Double)
}
