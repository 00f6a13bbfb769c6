import PlayerCore
import PlayerEngine

extension PlayerOptions {
    /// English captions always on, time moved only by the test (the engine tests' usual
    /// player).
    static var englishCaptionsOnManualClock: PlayerOptions {
        PlayerOptions(
            trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
            clock: .manual)
    }
}
