import PlayerAccessibility
import PlayerCore

extension ControlsCommand {
    static let declaration = CommandDeclaration(
        name: "controls", summary: "Show what a screen reader finds on the player at a given time",
        operands: [.file],
        description: [
            "Prints every element a screen reader can reach on the player at TIME, in reading"
                + " order: its id, label, value, traits, hint and what the screen reader says on"
                + " landing on it. The player is opened as `play` opens it (the same selection"
                + " policy and options), and by default shows the skin as a viewer who scrubbed"
                + " to TIME finds it: paused there, the controls up. With --playing (or a"
                + " script) it plays from the start up to TIME instead, the script's lines"
                + " running at their times."
        ],
        options: [
            ControlsOption.at, ControlsOption.playing, ControlsOption.script,
            SharedOption.captions, SharedOption.descriptions, SharedOption.extendedDescriptions,
            SharedOption.descriptionOverrun,
            SharedOption.audio, SharedOption.locale, ControlsOption.screenReader,
            SharedOption.skin, SharedOption.captionStyle, ControlsOption.check,
            ControlsOption.json, SharedOption.subFile, SharedOption.noSidecars,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .scriptError])
}

/// The options only `controls` takes, and the shared ones it explains its own way.
enum ControlsOption {
    /// `--at TIME`: the media time shown.
    static let at: CommandOption<MediaTime> = .time(
        "--at", "TIME",
        "The media time: SS, MM:SS or HH:MM:SS with optional .mmm, or 1m30s (default"
            + " 0); past the end is a usage error.")
    /// `--playing`: played up to TIME rather than scrubbed there.
    static let playing = CommandSwitch(
        "--playing",
        "Play from the start up to TIME, touching nothing, and show the skin still"
            + " playing (without a screen reader the controls hide after 5 seconds of"
            + " playing).")
    /// `--script FILE|-`: script lines run while playing up to TIME.
    static let script: CommandOption<String> = .file(
        "--script", "FILE|-",
        "Run these script lines while playing up to TIME (see `play --help`); the skin"
            + " is then shown paused unless --playing.")
    /// `--screen-reader [talkback]`, as `controls` explains it.
    static let screenReader = SharedOption.screenReader.help(
        "Behave as when a screen reader is running: the controls stay up 15 s, then a"
            + " Show controls button stands in for them; the utterances are VoiceOver's"
            + " (also with 'voiceover'), or TalkBack's with 'talkback'.")
    /// `--check`: the Label in Name check (and the images' text alternatives) instead of the
    /// listing.
    static let check = CommandSwitch(
        "--check",
        "Check the skin's controls at TIME instead of listing them: each control that"
            + " draws text its accessible name lacks fails WCAG 2.5.3 Label in Name; with a"
            + " skin that has images, each image with neither a label nor \"decorative\":"
            + " true fails WCAG 1.1.1 Non-text Content (exit 1 when one does).")
    /// `--json`: JSON instead of text.
    static let json = CommandSwitch(
        "--json",
        "Print a JSON array of {id, label, value, traits, hint, visibleText,"
            + " utterance}, with \"expanded\": true|false on an element that opens a"
            + " panel; with --check, the failures (and, with images, \"nonTextContent\": the"
            + " failing images' ids).")
}
