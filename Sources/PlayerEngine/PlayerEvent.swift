import PlayerAccessibility
import PlayerCore

/// Something a player's observers are told: a change of state, of an element, of focus, a
/// spoken announcement, a caption shown or hidden, a refusal, the end, or an error.
public enum PlayerEvent: Hashable, Sendable {
    /// The player's state changed in more than its position.
    case stateChanged(PlayerState)
    /// A control's element now reads `label` and `value` (`id` as in
    /// ``ElementID/identifier``).
    case elementChanged(id: String, label: String, value: String)
    /// The screen-reader focus landed on element `element` (or its content changed under it)
    /// and the screen reader said `utterance`.
    case focusMoved(element: String, utterance: String)
    /// The screen reader announced `text`.
    case announcement(text: String, priority: AnnouncementPriority)
    /// A caption appeared on track `track` (named `trackName` in the player's language).
    case cueShown(track: TrackID, trackName: String, text: String)
    /// A caption left the screen.
    case cueHidden(track: TrackID, trackName: String, text: String)
    /// A command was refused; `reason` says why.
    case commandRejected(reason: String)
    /// Playback reached the end.
    case ended
    /// Something failed while playing (reading captions, say); playback goes on.
    case error(String)
}

/// One event with the media time at which it happened: a line of the spoken-state log.
public struct LoggedEvent: Hashable, Sendable {
    /// The media position when it happened.
    public var time: MediaTime
    /// What happened.
    public var event: PlayerEvent

    /// `event`, happening at media time `time`.
    public init(time: MediaTime, event: PlayerEvent) {
        self.time = time
        self.event = event
    }
}
