import PlayerCore

/// What a player's skin offers: its controls in reading order, each control's visible text
/// beside its accessible label, the custom rotors, where Skip intro and Next episode appear,
/// and the Cast and AirPlay devices in reach.
///
/// The built-in ``standard`` skin is the modelled app's; `--skin FILE` reads another from
/// JSON (``init(json:path:)``):
///
/// ```json
/// {
///   "name": "Episode skin",
///   "controls": ["close", "title", "playPause", "slider", "time",
///                {"id": "lock", "visibleText": "Lock Controls", "visibleTextOn": "Unlock Controls",
///                 "area": "top"},
///                {"id": "subtitles", "visibleText": {"en": "Subtitles: {value}", "es": "Subtítulos: {value}"}},
///                "skipIntro", "nextEpisode", "cast"],
///   "skipIntro": {"chapter": "Intro"},
///   "nextEpisode": {"title": "Episode 2", "countdown": 10, "chapter": "Credits"},
///   "castDevices": ["Living Room TV"],
///   "rotors": [{"name": {"en": "Playback", "es": "Reproducción"}, "controls": ["playPause", "slider"]}],
///   "initialFocus": "playPause",
///   "images": [{"id": "logo", "label": "Acme TV"}, {"id": "divider", "decorative": true}]
/// }
/// ```
///
/// Images come first in reading order, before the controls (a logo is drawn in the top corner);
/// a decorative one is hidden from screen readers.
///
/// A control's label and visible text are what the player's language says unless the skin
/// gives its own (`label`, `visibleText`; `labelOn`, `visibleTextOn` while the control is on:
/// locked, muted, playing, full screen…). A visible text may hold `{label}` and `{value}`.
public struct Skin: Hashable, Sendable {
    /// The skin's name, for messages.
    public var name: String
    /// The controls offered, in reading order. Live and Show controls come last when the
    /// skin does not place them: the player shows them only when they apply.
    public var controls: [SkinControl]
    /// The skin's custom rotors, after the rotor's standard settings.
    public var rotors: [SkinRotor]
    /// Where Skip intro appears; nil for a chapter titled "Intro" or "Opening".
    public var skipIntro: SkinSpanRule?
    /// What Next episode leads to and when it appears; needed when the skin offers it.
    public var nextEpisode: SkinNextEpisode?
    /// The Cast devices the Cast panel lists.
    public var castDevices: [String]
    /// The AirPlay devices the AirPlay panel lists.
    public var airPlayDevices: [String]
    /// The control a screen reader's cursor lands on when the player screen appears, as an app
    /// names it with VoiceOver's screen-changed notification; nil for the first element,
    /// where VoiceOver lands by itself.
    public var initialFocus: Control?
    /// The pictures the skin draws (logos, dividers), each labelled or decorative.
    public var images: [SkinImage] = []

    /// A skin with the given parts.
    public init(
        name: String, controls: [SkinControl], rotors: [SkinRotor] = [],
        skipIntro: SkinSpanRule? = nil, nextEpisode: SkinNextEpisode? = nil,
        castDevices: [String] = [], airPlayDevices: [String] = []
    ) {
        self.name = name
        self.controls = controls
        self.rotors = rotors
        self.skipIntro = skipIntro
        self.nextEpisode = nextEpisode
        self.castDevices = castDevices
        self.airPlayDevices = airPlayDevices
    }
}

/// One control a skin offers, with the texts it changes.
public struct SkinControl: Hashable, Sendable {
    /// Which control.
    public var control: Control
    /// The accessible label, instead of the player's own; nil keeps it.
    public var label: LocalizedText?
    /// The accessible label while the control is on; nil for ``label``.
    public var labelOn: LocalizedText?
    /// What is drawn on the control, when it is text ("Lock Controls", "Subtitles: {value}");
    /// nil for an icon (the label is then its name).
    public var visibleText: LocalizedText?
    /// What is drawn while the control is on; nil for ``visibleText``.
    public var visibleTextOn: LocalizedText?
    /// Where the skin draws the control; nil for its ``Control/defaultArea``.
    public var area: SkinArea?

    /// `control` with the given texts.
    public init(
        _ control: Control, label: LocalizedText? = nil, labelOn: LocalizedText? = nil,
        visibleText: LocalizedText? = nil, visibleTextOn: LocalizedText? = nil
    ) {
        self.control = control
        self.label = label
        self.labelOn = labelOn
        self.visibleText = visibleText
        self.visibleTextOn = visibleTextOn
    }
}

/// A text in each of the player's languages; a language it lacks reads the English one.
public struct LocalizedText: Hashable, Sendable {
    /// The text by language.
    public var texts: [PlayerLanguage: String]

    /// A text given per language.
    public init(_ texts: [PlayerLanguage: String]) {
        self.texts = texts
    }

    /// The same text in every language.
    public init(everywhere text: String) {
        self.texts = Dictionary(uniqueKeysWithValues: PlayerLanguage.allCases.map { ($0, text) })
    }

    /// The text in `language`, else the English one; nil when neither is given.
    public func text(in language: PlayerLanguage) -> String? {
        texts[language] ?? texts[.english]
    }
}

/// Where a skin's timed control (Skip intro, Next episode) appears.
public enum SkinSpanRule: Hashable, Sendable {
    /// During the media's chapter with this title (compared without case).
    case chapter(String)
    /// From `start` to `end`; to the end of the program when `end` is nil.
    case span(start: MediaTime, end: MediaTime?)
}

/// The episode Next episode leads to, and its countdown.
public struct SkinNextEpisode: Hashable, Sendable {
    /// The next episode's title, spoken in the button's value and the up-next announcement.
    public var title: String
    /// Seconds from the start of the credits to playing the next episode.
    public var countdown: Int
    /// When the button appears; nil for a chapter titled "Credits" or "End Credits".
    public var span: SkinSpanRule?

    /// The next episode, counting down `countdown` seconds over `span`.
    public init(title: String, countdown: Int = 10, span: SkinSpanRule? = nil) {
        self.title = title
        self.countdown = countdown
        self.span = span
    }
}

/// A custom rotor (`UIAccessibilityCustomRotor`): a named list of the skin's controls the
/// rotor moves through.
public struct SkinRotor: Hashable, Sendable {
    /// What VoiceOver says when the rotor turns to it.
    public var name: LocalizedText
    /// Its items, in order.
    public var controls: [Control]

    /// A rotor called `name` over `controls`.
    public init(name: LocalizedText, controls: [Control]) {
        self.name = name
        self.controls = controls
    }
}
