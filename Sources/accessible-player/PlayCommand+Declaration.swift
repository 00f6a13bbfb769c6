import PlayerAccessibility
import PlayerCore
import PlayerIPC
import PlayerSession

extension PlayCommand {
    static let declaration = CommandDeclaration(
        name: "play", summary: "Play a media file, writing what a screen reader would say",
        operands: [OperandDeclaration(name: "FILE", repeats: true)],
        description: [
            "Plays FILE from --start (or the beginning) and writes the spoken-state log: one line"
                + " per thing that happens (focus, announcement, caption, element change,"
                + " refusal, end), each at its session time and media position. Playback starts"
                + " at once; a script or the keys can pause it.",
            "Several FILEs (and --playlist's) play one after the other on one session: session"
                + " time goes on, and each file starts its own session line in the log; with the"
                + " IPC they are mpv's playlist.",
            "TIME: the session time (t) is the session's own clock, virtual with --fast, and"
                + " never goes back; the position (pos) is where playback is. --start, --until"
                + " and a script's 'at' are positions (on a live stream, counted from the start"
                + " of the playlist window); a script's 'wait' is session time, counted from the"
                + " line before (the first from where playback started or joined).",
        ],
        options: [
            PlayOption.playlist, PlayOption.fast, PlayOption.start, PlayOption.until,
            SharedOption.captions, SharedOption.descriptions, SharedOption.extendedDescriptions,
            SharedOption.descriptionOverrun,
            SharedOption.audio,
            SharedOption.subFile,
            SharedOption.noSidecars, PlayOption.noOCR, SharedOption.locale,
            SharedOption.screenReader, SharedOption.skin, SharedOption.captionStyle, PlayOption.log,
            PlayOption.output,
            PlayOption.script, PlayOption.interactive, PlayOption.speak, PlayOption.speakTo,
            PlayOption.noProgrammeAudio,
            PlayOption.pause, PlayOption.ipcServer, PlayOption.ipc,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .scriptError, .outputUnwritable])
}

/// The options only `play` takes.
enum PlayOption {
    /// `--playlist FILE`: more files to play, listed in FILE.
    static let playlist: CommandOption<String> = .file(
        "--playlist", "FILE",
        "Play the files FILE lists (one a line, '#' lines skipped, relative to FILE's"
            + " folder) after the FILE operands.")
    /// `--fast`: the virtual clock.
    static let fast = CommandSwitch(
        "--fast",
        "Use a virtual clock that jumps to the next thing that happens (default: real"
            + " time). With the IPC, the virtual clock moves only when a client asks"
            + " (ap-advance, ap-run-until-...).")
    /// `--start TIME`: where playback starts.
    static let start: CommandOption<MediaTime> = .time(
        "--start", "TIME",
        "Start playing here. TIME is SS, MM:SS or HH:MM:SS with optional .mmm, or"
            + " 1m30s; past the end is a usage error.")
    /// `--until TIME`: where playback stops.
    static let until: CommandOption<MediaTime> = .time(
        "--until", "TIME",
        "Stop when playback reaches this position (needed with --fast for a live"
            + " stream).")
    /// `--no-ocr`: picture captions spoken as "[image]".
    static let noOCR = CommandSwitch(
        "--no-ocr",
        "Do not read picture captions (PGS, VobSub, DVB) as text with Tesseract: they"
            + " are spoken as \"[image]\".")
    /// `--log text|jsonl`: the log's format.
    static let log: CommandOption<SpokenLogFormat> = .choice(
        "--log", "text (default) or jsonl (one JSON object a line)."
    ) { text, _ in "unknown log format '\(text)' (use text or jsonl)" }
    /// `--output FILE`: where the log goes.
    static let output: CommandOption<String> = .file(
        "--output", "FILE", "Write the log to FILE instead of standard output.")
    /// `--script FILE|-`: the commands run at their times.
    static let script: CommandOption<String> = .file(
        "--script", "FILE|-",
        "Run these commands ('-' reads standard input): one a line, placed with 'at"
            + " TIME' (a position) or 'wait DURATION' (session time); play, pause,"
            + " toggle, forward, rewind, seek TIME, mute, unmute, volume N, slowmo"
            + " on|off, lock, unlock, captions LANG|ID|off, descriptions LANG|ID|off,"
            + " extended on|off, audio LANG|ID, chapter next|previous|N (N from 1;"
            + " previous within 5 s of a chapter's start goes to the one before), next,"
            + " previous, activate, increment, decrement, escape, magic-tap,"
            + " show-controls, tap, close; the rotor: rotor [back], rotor"
            + " headings|controls|adjustable|chapters|NAME, rotor next|previous [SETTING]"
            + " (the Chapters rotor seeks between chapters); Full"
            + " Keyboard Access: tab, shift-tab, key space|up|down|left|right|escape;"
            + " Voice Control: voice \"PHRASE\" (Tap NAME, Tap N, Show names, Show"
            + " numbers, Hide names, Increment NAME, Decrement NAME), show names, show"
            + " numbers, hide names. '#' starts a comment.")
    /// `--interactive`: the terminal drives the player.
    static let interactive = CommandSwitch(
        "--interactive",
        "Drive the player from the terminal in real time: space play/pause, left/right"
            + " -/+10 s, m mute, s slow motion, l lock, c cycle captions, a cycle audio,"
            + " t tap the video (show the controls), !/@ previous/next chapter,"
            + " Tab/Shift-Tab next/previous element,"
            + " Enter activate, up/down increment/decrement, Esc escape, r/R rotor"
            + " next/previous setting, ]/[ rotor next/previous item, K Full Keyboard"
            + " Access on/off (then Tab, Shift-Tab, Space, arrows and Esc move the focus"
            + " ring), v a Voice Control phrase (type it, Enter), q (or Ctrl-C) quit.")
    /// `--speak`: speech on the sound device.
    static let speak = CommandSwitch(
        "--speak", "Speak what is said with espeak-ng on the sound device.")
    /// `--speak-to FILE.wav`: everything said rendered into one WAV file.
    static let speakTo: CommandOption<String> = .file(
        "--speak-to", "FILE.wav",
        "Render everything said into one WAV file on session time, a new focus cutting"
            + " off what is still being said, over the programme's own sound as the session"
            + " played it (silent while paused or held for a description), lowered by 12 dB"
            + " under speech (or to a DAPT script's tta:gain) with 50 ms ramps.")
    /// `--no-programme-audio`: `--speak-to` records speech alone.
    static let noProgrammeAudio = CommandSwitch(
        "--no-programme-audio",
        "With --speak-to, record what is said alone, without the programme's sound.")
    /// `--pause`: start paused.
    static let pause = CommandSwitch(
        "--pause", "Start paused: playback waits for a command (play, pause=no).")
    /// `--ipc-server PATH|tcp:127.0.0.1:PORT`: mpv's JSON IPC on a socket.
    static let ipcServer: CommandOption<IPCEndpoint> = .value(
        "--ipc-server", "PATH|tcp:127.0.0.1:PORT", completesFiles: true,
        "Serve mpv's JSON IPC on a Unix socket created at PATH with mode 0600 (several"
            + " clients at once), or with tcp:HOST:PORT on TCP, HOST a loopback address"
            + " (127.0.0.1, localhost, [::1]) only. Runs until a client sends quit (stop"
            + " idles, as mpv's does), or a signal. mpv's commands and properties, and the player's under"
            + " 'ap-'; see docs/ipc.md. A PATH that exists and is not a"
            + " socket is a usage error."
    ) { text, name throws(UsageError) in
        do {
            return try IPCEndpoint(serverAddress: text)
        } catch {
            throw UsageError("\(name): \(error)")
        }
    }
    /// `--ipc stdio`: the IPC on standard input and output.
    static let ipc: CommandOption<IPCEndpoint> = .choice(
        "--ipc", ["stdio"],
        "Serve the same IPC on standard input and output, one JSON message a line; the"
            + " log goes to standard error unless --output names a file. Ends with"
            + " standard input."
    ) { text, name throws(UsageError) in
        guard text == "stdio" else {
            throw UsageError("unknown \(name) transport '\(text)' (use stdio)")
        }
        return .standardIO
    }
}
