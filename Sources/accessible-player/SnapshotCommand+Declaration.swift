import PlayerAccessibility

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
            .value(
                "--at", "TIME",
                "The media time (SS, MM:SS, HH:MM:SS with optional .mmm, or 1m30s); past the"
                    + " end is a usage error."),
            .file(
                "--output", "PATH",
                "The PNG to write; with --every, the folder to write them in."
            ).short("-o"),
            .value(
                "--every", "DURATION",
                "One snapshot every DURATION from the start (or from --at) to the end, named"
                    + " HH-MM-SS.mmm.png in the --output folder."),
            .value(
                "--size", "WxH",
                "The picture's size (default: the video's display size, scaled up to at least"
                    + " 720 lines; 1280x720 without video)."),
            .file(
                "--script", "FILE|-",
                "Run these script lines while playing up to TIME (moving focus, opening a"
                    + " panel, showing Voice Control's names)."),
            .captions, .audio,
            .choice(
                "--locale", PlayerLanguage.allCases.map(\.rawValue),
                "The language of the controls: en (default), es, fr or de."),
            .flag(
                "--screen-reader", optionalWords: ScreenReaderKind.allCases.map(\.rawValue),
                placeholder: "talkback", "Behave and draw as when a screen reader runs."),
            .skin, .captionStyle,
            .file(
                "--caption-style-sweep", "DIR",
                "Instead of --output, draw TIME once for each caption size the style panel"
                    + " offers (50 to 200 %) with each edge (none, raised, depressed, uniform,"
                    + " dropShadow), without and with a window, into DIR as"
                    + " size200-dropShadow-window.png (with --every, each name after the time)."),
            .flag("--no-controls", "Draw the frame and the captions only."),
            .flag(
                "--verbose",
                "Say on standard error which fonts drew each language, and where each control"
                    + " was drawn."),
            .subFile, .noSidecars,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .scriptError, .outputUnwritable])
}
