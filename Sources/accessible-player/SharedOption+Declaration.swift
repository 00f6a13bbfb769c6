import PlayerAccessibility
import PlayerSession

/// The options several commands take, declared once with the same meaning everywhere.
enum SharedOption {
    /// `--sub-file PATH`: more caption files, each a track.
    static let subFile: CommandOption<String> = .file(
        "--sub-file", "PATH", repeats: true,
        "Also load this caption file as a track (repeatable); one that cannot be read is an"
            + " error (exit 3).")
    /// `--no-sidecars`: no caption files looked for beside FILE.
    static let noSidecars = CommandSwitch(
        "--no-sidecars", "Do not look for caption files beside FILE.")
    /// `--captions auto|off|LANG|ID`: the captions shown at the start.
    static let captions: CommandOption<PlayerChoices.Captions> = .value(
        "--captions", "auto|off|LANG|ID", words: ["auto", "off"],
        "auto (default: captions in the --locale language, SDH first, else the default track),"
            + " off, a language or a track id."
    ) { text, _ in
        switch text.lowercased() {
        case "auto": .automatic
        case "off": .off
        default: .track(text)
        }
    }
    /// `--descriptions auto|off|LANG|ID`: the text description track spoken from the start.
    static let descriptions: CommandOption<PlayerChoices.Descriptions> = .value(
        "--descriptions", "auto|off|LANG|ID", words: ["auto", "off"],
        "Speak a text description track's cues at their starts (logged as describe lines,"
            + " said by --speak and --speak-to), beside whatever captions show: auto (the"
            + " track in the --locale language, else the default or first one; none is no"
            + " error), off (default), a language or a track id."
    ) { text, _ in
        switch text.lowercased() {
        case "auto": .automatic
        case "off": .off
        default: .track(text)
        }
    }
    /// `--extended-descriptions`: playback waits for a description still being said.
    static let extendedDescriptions = CommandSwitch(
        "--extended-descriptions",
        "Extended description: at the end of a description still being said (its length"
            + " measured by espeak-ng in the track's language at 175 words a minute), pause"
            + " playback until it has been said, logged as pause and resume lines naming it.")
    /// `--description-overrun cut|faster`: what a description outlasting its cue does when
    /// extended description is off.
    static let descriptionOverrun: CommandOption<DescriptionOverrun> = .choice(
        "--description-overrun",
        "With extended description off, a description whose speech outlasts its cue is cut"
            + " off when the next description begins (cut, default) or said faster to fit its"
            + " cue (faster, at most 2.5 times the usual rate); its describe line says which."
    ) { text, name in "\(name) takes cut or faster, not '\(text)'" }
    /// `--audio LANG|ID`: the audio track.
    static let audio: CommandOption<String> = .text(
        "--audio", "LANG|ID", "The audio track, by language or track id.")
    /// `--locale en|es|fr|de`: the language spoken.
    static let locale: CommandOption<PlayerLanguage> = .choice(
        "--locale", PlayerLanguage.allCases.map(\.rawValue),
        "The language spoken: en (default), es, fr or de."
    ) { text, _ throws(UsageError) in try PlayerLanguage.argument(text) }
    /// `--skin FILE`: the player skin.
    static let skin: CommandOption<String> = .file(
        "--skin", "FILE",
        "The player skin, a JSON file: which controls, in which order, with which visible text"
            + " and labels (default: the built-in skin, Samples/skins/default.json).")
    /// `--caption-style FILE`: the viewer's caption style, from a JSON file.
    static let captionStyle: CommandOption<String> = .file(
        "--caption-style", "FILE",
        "Draw captions in the style this JSON file gives (keys size, color, opacity, font,"
            + " background, backgroundOpacity, edge, window, windowOpacity, edgeColor,"
            + " edgeOpacity, shadowColor, shadowOpacity, position; see docs/cli.md);"
            + " default: the settings file $XDG_CONFIG_HOME/accessible-player/caption-style.json"
            + " (~/.config/... when unset), which play --interactive keeps the style in when it"
            + " changes.")
    /// `--screen-reader [talkback]`: behave as when a screen reader runs, VoiceOver unless
    /// another is named.
    static let screenReader: CommandOption<ScreenReaderKind> = .flag(
        "--screen-reader", optionalWords: ScreenReaderKind.allCases.map(\.rawValue),
        placeholder: "talkback", alone: .voiceOver,
        "Behave as when a screen reader is running: its cursor starts on the first"
            + " element (or the skin's initialFocus), as VoiceOver's lands when the player"
            + " screen appears, said in a focus line; the controls stay up 15 s instead"
            + " of 5 s, then a Show controls button takes the focus (without one, a tap"
            + " brings the controls back). VoiceOver speaks (also with 'voiceover'); with"
            + " 'talkback', Android's TalkBack wording."
    ) { text, name throws(UsageError) in
        guard let kind = ScreenReaderKind(rawValue: text) else {
            throw UsageError("\(name) takes no '\(text)'")
        }
        return kind
    }
}
