import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession

/// What a viewer chose before the player opened, shared by `play` and `controls` so both
/// open the same player: captions, audio, language, whether a screen reader runs, the caption
/// style.
struct PlayerChoices {
    /// Which captions to show at the start.
    enum Captions: Equatable, Sendable {
        /// The track-selection policy decides: captions on in the locale's language (SDH
        /// first), else the default-flagged track, else off.
        case automatic
        /// No captions (a forced track may still show).
        case off
        /// The track a `TrackQuery` names: an id or a language.
        case track(String)
    }

    /// Which text descriptions to speak at the start.
    enum Descriptions: Equatable, Sendable {
        /// The text description track in the locale's language, else the default-flagged or
        /// first one; none when the title has none.
        case automatic
        /// No descriptions spoken.
        case off
        /// The text description track a `TrackQuery` names: an id or a language.
        case track(String)
    }

    /// The caption choice.
    var captions: Captions
    /// The description choice, apart from the captions.
    var descriptions: Descriptions
    /// Whether extended description is on from the start.
    var extendedDescriptions: Bool
    /// What a description outlasting its cue does with extended description off.
    var descriptionOverrun: DescriptionOverrun
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

    /// The choices `--captions`, `--descriptions`, `--extended-descriptions`,
    /// `--description-overrun`, `--audio`,
    /// `--locale`, `--screen-reader`, `--skin` and `--caption-style` (or the settings file)
    /// give.
    init(_ arguments: CommandLineArguments) throws(UsageError) {
        captions = arguments[SharedOption.captions] ?? .automatic
        descriptions = arguments[SharedOption.descriptions] ?? .off
        extendedDescriptions = arguments[SharedOption.extendedDescriptions]
        descriptionOverrun = arguments[SharedOption.descriptionOverrun] ?? .cut
        audio = arguments[SharedOption.audio]
        language = arguments[SharedOption.locale] ?? .english
        let screenReader = arguments[SharedOption.screenReader]
        self.screenReader = screenReader != nil
        screenReaderKind = screenReader ?? .voiceOver
        skinPath = arguments[SharedOption.skin]
        captionStyle = try CaptionStyleFile.initial(file: arguments[SharedOption.captionStyle])
    }
}
