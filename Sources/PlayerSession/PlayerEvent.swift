import PlayerAccessibility
import PlayerCore

/// Something a player's observers are told: a change of state, of an element, of focus, a
/// spoken announcement, a caption shown or hidden, a refusal, the end, or an error.
public enum PlayerEvent: Hashable, Sendable {
    /// The session began: which file, in which language, with or without a screen reader.
    case sessionStarted(SessionReport)
    /// The player's state changed in more than its position.
    case stateChanged(StateReport)
    /// A control's element now reads `label` and `value` (`id` as in
    /// ``ElementID/identifier``).
    case elementChanged(id: String, label: String, value: String)
    /// The screen-reader focus landed on element `element` (or its content changed under it)
    /// and the screen reader said `utterance`.
    case focusMoved(element: String, utterance: String)
    /// The screen reader announced `text`; a message shown for a set time (mpv's
    /// `show-text`) has its `duration`.
    case announcement(text: String, priority: AnnouncementPriority, duration: MediaTime? = nil)
    /// The caption `cue` of track `track` (named `trackName` in the player's language)
    /// appeared: the cue itself, so a follower knows which one (its text said as
    /// `spokenText`, placed by its layout).
    case cueShown(track: TrackID, trackName: String, cue: Cue)
    /// The caption `cue` of track `track` left the screen.
    case cueHidden(track: TrackID, trackName: String, cue: Cue)
    /// A text description's cue began while descriptions are on: it is spoken.
    case described(DescribedCue)
    /// Extended description: playback paused at the description's end while it is still
    /// being said.
    case descriptionPaused(DescribedCue)
    /// Extended description: the description was said, and playback goes on.
    case descriptionResumed(DescribedCue)
    /// A command was refused; `reason` says why.
    case commandRejected(reason: String)
    /// Playback reached the end.
    case ended
    /// Something failed while playing (reading captions, say); playback goes on.
    case error(String)
    /// Full Keyboard Access's focus ring moved (or its element changed), or Voice Control
    /// showed something.
    case assistive(AssistiveReport)
    /// Playback entered the chapter at `index` (from 0), named `title` (its title, or
    /// "Chapter N" without one).
    case chapterEntered(index: Int, title: String)
}

/// One event with the two times at which it happened: a line of the spoken-state log.
///
/// ``sessionTime`` is the session's own clock (virtual in fast and manual modes, the machine's
/// in real time): it never goes back, so a log reads in the order things happened. ``position``
/// is the media position, which a seek moves either way.
public struct LoggedEvent: Hashable, Sendable {
    /// Time since the player opened.
    public var sessionTime: MediaTime
    /// The media position when it happened.
    public var position: MediaTime
    /// What happened.
    public var event: PlayerEvent

    /// `event`, happening `sessionTime` into the session with the media at `position`.
    public init(sessionTime: MediaTime, position: MediaTime, event: PlayerEvent) {
        self.sessionTime = sessionTime
        self.position = position
        self.event = event
    }
}
