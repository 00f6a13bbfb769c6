import PlayerAccessibility
import PlayerCore

/// The player's state as a log line reports it: the state, with the names the viewer knows its
/// tracks by and the element the screen reader is on.
public struct StateReport: Hashable, Sendable {
    /// The state.
    public var state: PlayerState
    /// The shown caption track's name as the Closed Captions panel gives it (the forced track
    /// while captions are off); nil when none shows.
    public var captionTrackName: String?
    /// The audio track's name as the Audio panel gives it.
    public var audioTrackName: String?
    /// The identifier of the element under the screen-reader cursor, if any.
    public var focus: String?

    /// A report of `state` with the given names.
    public init(
        state: PlayerState, captionTrackName: String? = nil, audioTrackName: String? = nil,
        focus: String? = nil
    ) {
        self.state = state
        self.captionTrackName = captionTrackName
        self.audioTrackName = audioTrackName
        self.focus = focus
    }
}

/// Who is listening to the session: the first line of every log.
public struct SessionReport: Hashable, Sendable {
    /// The media's path or URL.
    public var file: String
    /// The language the player speaks ("en").
    public var locale: String
    /// Whether a screen reader is running.
    public var screenReader: Bool
    /// Which screen reader speaks.
    public var screenReaderKind: ScreenReaderKind
    /// Whether, with no screen reader running, the script's gestures start the screen
    /// reader's cursor (``screenReaderKind``'s wording); the controls keep the timing of a
    /// player without one (they hide after 5 s, no Show controls button).
    public var scriptGesturesStartCursor: Bool
    /// The player's version.
    public var version: String

    /// A report with the given parts; the version defaults to this build's.
    public init(
        file: String, locale: String, screenReader: Bool,
        screenReaderKind: ScreenReaderKind = .voiceOver, scriptGesturesStartCursor: Bool = false,
        version: String = PlayerVersion.current
    ) {
        self.file = file
        self.locale = locale
        self.screenReader = screenReader
        self.screenReaderKind = screenReaderKind
        self.scriptGesturesStartCursor = scriptGesturesStartCursor
        self.version = version
    }

    /// Which assistive model runs and why, as the session line says it: "screen reader on",
    /// "screen reader on (TalkBack)", "screen reader VoiceOver (script gestures; controls
    /// timed as without one)" or "screen reader off".
    public var screenReaderText: String {
        let name = screenReaderKind == .talkBack ? "TalkBack" : "VoiceOver"
        if screenReader {
            return "screen reader on" + (screenReaderKind == .talkBack ? " (TalkBack)" : "")
        }
        if scriptGesturesStartCursor {
            return "screen reader \(name) (script gestures; controls timed as without one)"
        }
        return "screen reader off"
    }
}
