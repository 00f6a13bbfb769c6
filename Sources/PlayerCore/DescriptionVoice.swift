/// How text descriptions are spoken: the viewer's speaking rate, pitch, volume and voice, set
/// in the description voice panel and kept across a playlist's files.
///
/// The ranges are espeak-ng's own (the speech engine the player speaks through):
///
/// ```swift
/// var voice = DescriptionVoice()
/// voice.wordsPerMinute = 225       // faster than espeak-ng's usual 175
/// voice.voice = "gmw/en-US"        // an espeak-ng voice, instead of the track language's
/// voice.isDefault                  // false
/// ```
public struct DescriptionVoice: Hashable, Sendable {
    /// espeak-ng's usual speaking rate, in words per minute (`espeakRATE_NORMAL`).
    public static let defaultWordsPerMinute = 175
    /// The rates espeak-ng speaks at, in words per minute (`espeakRATE_MINIMUM` to
    /// `espeakRATE_MAXIMUM`).
    public static let wordsPerMinuteRange = 80...450
    /// espeak-ng's pitch range (`espeakPITCH`, 50 its usual).
    public static let pitchRange = 0...99
    /// The volumes offered, in percent of espeak-ng's usual (`espeakVOLUME`): never silent.
    public static let volumeRange = 10...200

    /// A few espeak-ng voices per language (primary subtag) to choose from instead of the one
    /// that best speaks the track's language.
    public static let voicesByLanguage: [String: [String]] = [
        "en": ["gmw/en", "gmw/en-US", "gmw/en-GB-scotland"],
        "es": ["roa/es", "roa/es-419"],
        "fr": ["roa/fr", "roa/fr-BE", "roa/fr-CH"],
        "de": ["gmw/de"],
    ]

    /// The speaking rate, in words per minute (``wordsPerMinuteRange``).
    public var wordsPerMinute = defaultWordsPerMinute
    /// The pitch (``pitchRange``).
    public var pitch = 50
    /// The volume, in percent (``volumeRange``).
    public var volume = 100
    /// The espeak-ng voice chosen (as ``voicesByLanguage`` names it); nil for the voice of the
    /// description track's language.
    public var voice: String?

    /// espeak-ng's usual rate, pitch and volume in the track language's voice.
    public init() {}

    /// Whether every setting is its default.
    public var isDefault: Bool { self == DescriptionVoice() }

    /// The settings in a few words for the log: "200 wpm, pitch 60, volume 80%, voice
    /// gmw/en-US" (pitch, volume and voice only when not their defaults).
    public var logWords: String {
        var words = "\(wordsPerMinute) wpm"
        if pitch != DescriptionVoice().pitch { words += ", pitch \(pitch)" }
        if volume != DescriptionVoice().volume { words += ", volume \(volume)%" }
        if let voice { words += ", voice \(voice)" }
        return words
    }

    /// The settings as a JSON object: `wordsPerMinute`, `pitch`, `volume`, `voice` (null for
    /// the track language's).
    public var json: JSONValue {
        .object([
            ("wordsPerMinute", .integer(Int64(wordsPerMinute))), ("pitch", .integer(Int64(pitch))),
            ("volume", .integer(Int64(volume))), ("voice", .string(voice)),
        ])
    }

    /// The voices offered for a track in `language` (the player's language when the track
    /// states none): the short list of its primary subtag, empty for another language.
    public static func voices(for language: LanguageTag?, fallback: String) -> [String] {
        voicesByLanguage[language?.language ?? fallback] ?? []
    }
}
