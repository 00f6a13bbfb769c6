import PlayerAccessibility
import PlayerCore

extension SnapshotCommand {
    static let declaration = CommandDeclaration(
        name: "snapshot",
        summary: "Draw the player at a given time: frame, captions, controls, focus",
        operands: [.file],
        description: [
            "Brings the player to TIME as `controls` does (scrubbed there and paused, or played"
                + " there running the script's lines) and draws one PNG: the video frame on"
                + " screen at TIME (the nearest at or before it), the skin's shown controls at"
                + " their places with their visible text, dimmed ones dimmed, an open panel as a"
                + " list, the screen reader's cursor (VoiceOver's black frame, TalkBack's green"
                + " one) or Full Keyboard Access's blue ring around the focused element, Voice"
                + " Control's names or numbers when shown, and the captions on screen where"
                + " their layout puts them (drawn by libass). A file without video is drawn on"
                + " black."
        ],
        options: [
            SnapshotOption.at, SnapshotOption.output, SnapshotOption.every, SnapshotOption.size,
            SnapshotOption.script, SharedOption.captions, SharedOption.descriptions,
            SharedOption.extendedDescriptions, SharedOption.descriptionOverrun, SharedOption.audio,
            SnapshotOption.locale,
            SnapshotOption.screenReader, SharedOption.skin, SharedOption.captionStyle,
            SnapshotOption.captionStyleSweep,
            SnapshotOption.noControls, SnapshotOption.verbose, SharedOption.subFile,
            SharedOption.noSidecars,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .scriptError, .outputUnwritable])
}

/// The options only `snapshot` takes, and the shared ones it explains its own way.
enum SnapshotOption {
    /// `--at TIME`: the time drawn.
    static let at: CommandOption<MediaTime> = .time(
        "--at", "TIME",
        "The media time (SS, MM:SS, HH:MM:SS with optional .mmm, or 1m30s); past the"
            + " end is a usage error.")
    /// `-o`, `--output PATH`: the picture written, or the folder of pictures.
    static let output: CommandOption<String> = CommandOption.file(
        "--output", "PATH", "The PNG to write; with --every, the folder to write them in."
    ).short("-o")
    /// `--every DURATION`: a picture every DURATION.
    static let every: CommandOption<MediaTime> = .value(
        "--every", "DURATION",
        "One snapshot every DURATION from the start (or from --at) to the end, named"
            + " HH-MM-SS.mmm.png in the --output folder."
    ) { text, name throws(UsageError) in
        let step = try TimeArgument.parse(text, option: name)
        guard step > .zero else { throw UsageError("\(name) must be longer than 0") }
        return step
    }
    /// `--size WxH`: the picture's size.
    static let size: CommandOption<PictureSize> = .value(
        "--size", "WxH",
        "The picture's size (default: the video's display size, scaled up to at least"
            + " 720 lines; 1280x720 without video)."
    ) { text, name throws(UsageError) in
        guard let size = PictureSize(text) else {
            throw UsageError(
                "\(name): '\(TerminalText.excerpt(text))' is not WIDTHxHEIGHT (16 to 8192 each)")
        }
        return size
    }
    /// `--script FILE|-`: script lines run on the way to TIME.
    static let script: CommandOption<String> = .file(
        "--script", "FILE|-",
        "Run these script lines while playing up to TIME (moving focus, opening a"
            + " panel, showing Voice Control's names).")
    /// `--locale`, as `snapshot` explains it.
    static let locale = SharedOption.locale.help(
        "The language of the controls: en (default), es, fr or de.")
    /// `--screen-reader [talkback]`, as `snapshot` explains it.
    static let screenReader = SharedOption.screenReader.help(
        "Behave and draw as when a screen reader runs: its cursor is drawn, on the"
            + " first element (or the skin's initialFocus) unless the script moved it.")
    /// `--caption-style-sweep DIR`: TIME drawn in every caption size, edge and window.
    static let captionStyleSweep: CommandOption<String> = .file(
        "--caption-style-sweep", "DIR",
        "Instead of --output, draw TIME once for each caption size the style panel"
            + " offers (50 to 200 %) with each edge (none, raised, depressed, uniform,"
            + " dropShadow), without and with a window, into DIR as"
            + " size200-dropShadow-window.png (with --every, each name after the time).")
    /// `--no-controls`: the frame and the captions only.
    static let noControls = CommandSwitch("--no-controls", "Draw the frame and the captions only.")
    /// `--verbose`: fonts and boxes said on standard error.
    static let verbose = CommandSwitch(
        "--verbose",
        "Say on standard error which fonts drew each language, and where each control"
            + " was drawn.")
}
