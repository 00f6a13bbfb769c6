import PlayerAccessibility
import PlayerCaptions
import PlayerCore
import PlayerSession

/// What a snapshot shows of a player at one instant: its controls, the captions on screen
/// and their language, the focus of the assistive technology running, and Voice Control's
/// overlay. Taken from a ``PlayerSession`` after it has been brought to the instant.
public struct SnapshotScene: Sendable {
    /// How the focused element is marked.
    public enum FocusMark: Sendable, Equatable {
        /// VoiceOver's cursor: a black frame with a white edge.
        case voiceOver
        /// TalkBack's green focus frame.
        case talkBack
        /// Full Keyboard Access's blue ring.
        case keyboard
    }

    /// The controls, in the player's language.
    public var model: ControlModel
    /// The captions on screen.
    public var cues: [Cue]
    /// Their track's language, when it states one.
    public var captionLanguage: LanguageTag?
    /// The focused element and how it is marked; nil when nothing has focus.
    public var focus: (element: ElementID, mark: FocusMark)?
    /// Voice Control's names or numbers, when shown.
    public var voiceOverlay: VoiceControl.Overlay
    /// Whether the skin is drawn (`--no-controls` leaves only the frame and the captions).
    public var showsControls: Bool
    /// The media time shown.
    public var time: MediaTime = .zero
    /// The displayed SSA or ASS track's own script, drawn with its styles at ``time`` in
    /// place of its cues' layout; nil for other tracks (see ``Snapshot/write(_:of:frames:size:to:)``).
    public var trackScript: ASSTrackScript?
    /// How warnings name the captions' track ("film.mkv: track 3 (es)").
    public var captionTrackName = "captions"

    /// A scene of the given parts.
    public init(
        model: ControlModel, cues: [Cue], captionLanguage: LanguageTag? = nil,
        focus: (element: ElementID, mark: FocusMark)? = nil,
        voiceOverlay: VoiceControl.Overlay = .none, showsControls: Bool = true
    ) {
        self.model = model
        self.cues = cues
        self.captionLanguage = captionLanguage
        self.focus = focus
        self.voiceOverlay = voiceOverlay
        self.showsControls = showsControls
    }

    /// The scene of `session` as it is now; `showsControls` false for the frame and captions
    /// alone.
    public init(session: PlayerSession, showsControls: Bool = true) {
        model = session.model
        cues = session.activeCues
        let displayed = session.state.displayedCaptionTrack
        captionLanguage = session.catalog.tracks.first { $0.id == displayed }?.language
        if let reader = session.screenReader, let element = reader.focusedElement(in: model) {
            focus = (element.id, reader.kind == .talkBack ? .talkBack : .voiceOver)
        } else if let element = session.keyboard?.focusedElement(in: model) {
            focus = (element.id, .keyboard)
        }
        voiceOverlay = session.voiceControl.overlay
        self.showsControls = showsControls
        time = session.position
    }
}
