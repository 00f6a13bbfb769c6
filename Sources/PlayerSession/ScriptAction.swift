import PlayerAccessibility
import PlayerCore

/// A caption or audio choice as a script names it: by language, by track number, or off.
public enum ScriptTrackChoice: Hashable, Sendable {
    /// No captions (not allowed for audio).
    case off
    /// The track with this number.
    case id(TrackID)
    /// The first track in this language ("en", "pt-BR"); SDH first when preferred.
    case language(String)
}

/// One thing a script (or an interactive user) asks the player to do.
public enum ScriptAction: Hashable, Sendable {
    /// A player command: play, pause, seek, mute, lock, show the controls, close …
    case command(PlayerCommand)
    /// A screen-reader gesture: next, previous, activate, increment, decrement, escape,
    /// magic tap.
    case gesture(ScreenReaderGesture)
    /// Choose captions.
    case captions(ScriptTrackChoice)
    /// Choose the audio track.
    case audio(ScriptTrackChoice)
    /// Choose the text description track spoken, or turn descriptions off.
    case descriptions(ScriptTrackChoice)
    /// Turn extended description on or off: playback waits at a description's end while it
    /// is still being said.
    case extendedDescriptions(Bool)
    /// The rotor, a Full Keyboard Access key, or a Voice Control phrase.
    case assistive(AssistiveAction)
    /// Move to another chapter (`chapter next|previous|N`).
    case chapter(ChapterMove)
}

extension ScriptAction {
    /// Whether performing it starts the screen reader's cursor when none runs: a gesture or
    /// a move of VoiceOver's rotor.
    public var startsScreenReaderCursor: Bool {
        switch self {
        case .gesture, .assistive(.rotor): true
        case .command, .captions, .audio, .descriptions, .extendedDescriptions, .assistive(.key),
            .assistive(.voice), .chapter:
            false
        }
    }
}
