import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// What a viewer chose before the player opened, shared by `play` and `controls` so both
/// open the same player: captions, audio, language, whether a screen reader runs, the caption
/// style.
struct PlayerChoices {
    /// Which captions to show at the start.
    enum Captions: Equatable {
        /// The track-selection policy decides: captions on in the locale's language (SDH
        /// first), else the default-flagged track, else off.
        case automatic
        /// No captions (a forced track may still show).
        case off
        /// The track a `TrackQuery` names: an id or a language.
        case track(String)
    }

    /// The caption choice.
    var captions: Captions
    /// The audio track asked for (an id or a language); nil lets the policy choose.
    var audio: String?
    /// The language everything is spoken in.
    var language: PlayerLanguage
    /// Whether to behave as when a screen reader runs.
    var screenReader: Bool
    /// Which screen reader: `--screen-reader talkback`, else VoiceOver.
    var screenReaderKind: ScreenReaderKind
    /// The skin file `--skin` names; nil for the built-in skin.
    var skinPath: String?
    /// How captions are drawn at the start: `--caption-style`'s file, else the settings file.
    var captionStyle: CaptionStyle

    /// The choices `--captions`, `--audio`, `--locale`, `--screen-reader`, `--skin` and
    /// `--caption-style` (or the settings file) give.
    init(_ arguments: CommandLineArguments) throws(UsageError) {
        switch arguments.value("--captions")?.lowercased() {
        case nil, "auto": captions = .automatic
        case "off": captions = .off
        case .some: captions = .track(arguments.value("--captions") ?? "")
        }
        audio = arguments.value("--audio")
        language = try PlayerLanguage.argument(arguments.value("--locale"))
        screenReader = arguments.isSet("--screen-reader")
        screenReaderKind =
            arguments.value("--screen-reader").flatMap(ScreenReaderKind.init(rawValue:))
            ?? .voiceOver
        skinPath = arguments.value("--skin")
        captionStyle = try CaptionStyleFile.initial(arguments)
    }
}
