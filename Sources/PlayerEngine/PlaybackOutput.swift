import PlayerCore

/// Where a player sends what a picture-and-sound device would be told: start or stop, the
/// rate, the audio track and the gain. The headless player has no device; a harness passes
/// one in ``PlayerOptions/output`` to see what a device would have been told.
public protocol PlaybackOutput: Sendable {
    /// Carries out one of ``PlayerEffect/setPlaying(_:)``, ``PlayerEffect/setRate(_:)``,
    /// ``PlayerEffect/selectAudioTrack(_:)`` or ``PlayerEffect/setOutputVolume(_:)``, called on
    /// the player's thread in the order the reducer returned them.
    func perform(_ effect: PlayerEffect)
}
