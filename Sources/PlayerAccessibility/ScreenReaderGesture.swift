import PlayerCore

/// A screen-reader gesture, as VoiceOver users make them.
public enum ScreenReaderGesture: String, Hashable, Sendable, CaseIterable {
    /// Swipe right: the next element in reading order.
    case next
    /// Swipe left: the previous element.
    case previous
    /// Four-finger tap near the top: the first element.
    case first
    /// Four-finger tap near the bottom: the last element.
    case last
    /// Double tap: activate the focused element.
    case activate
    /// Swipe up on an adjustable element.
    case increment
    /// Swipe down on an adjustable element.
    case decrement
    /// Two-finger scrub: close the open panel.
    case escape
    /// Two-finger double tap: play or pause from anywhere.
    case magicTap
    /// Two-finger rotation clockwise: the rotor's next setting.
    case rotorClockwise
    /// Two-finger rotation counterclockwise: the rotor's previous setting.
    case rotorCounterclockwise
    /// Swipe down with the rotor on a setting: the next item of that kind.
    case rotorNextItem
    /// Swipe up with the rotor on a setting: the previous item of that kind.
    case rotorPreviousItem
}

/// What the screen reader did in answer to a gesture: what it says, what it announces, and
/// what it asked the player to do.
public struct ScreenReaderResponse: Hashable, Sendable {
    /// What is spoken about the focus; nil when nothing is (the end of the list, a refusal).
    public var utterance: String?
    /// Announcements the player's effects produced, in order.
    public var announcements: [SpokenAnnouncement]
    /// The command sent to the player, if any.
    public var command: PlayerCommand?
    /// Why the player refused the command, if it did.
    public var rejection: CommandRejection?

    /// A response with the given parts; all default to nothing.
    public init(
        utterance: String? = nil, announcements: [SpokenAnnouncement] = [],
        command: PlayerCommand? = nil, rejection: CommandRejection? = nil
    ) {
        self.utterance = utterance
        self.announcements = announcements
        self.command = command
        self.rejection = rejection
    }
}
