import PlayerAccessibility
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
            .file(
                "--playlist", "FILE",
                "Play the files FILE lists (one a line, '#' lines skipped, relative to FILE's"
                    + " folder) after the FILE operands."),
            .flag(
                "--fast",
                "Use a virtual clock that jumps to the next thing that happens (default: real"
                    + " time). With the IPC, the virtual clock moves only when a client asks"
                    + " (ap-advance, ap-run-until-...)."),
            .value(
                "--start", "TIME",
                "Start playing here. TIME is SS, MM:SS or HH:MM:SS with optional .mmm, or"
                    + " 1m30s; past the end is a usage error."),
            .value(
                "--until", "TIME",
                "Stop when playback reaches this position (needed with --fast for a live"
                    + " stream)."),
            .captions, .audio, .subFile, .noSidecars,
            .flag(
                "--no-ocr",
                "Do not read picture captions (PGS, VobSub, DVB) as text with Tesseract: they"
                    + " are spoken as \"[image]\"."),
            .locale,
            .flag(
                "--screen-reader", optionalWords: ScreenReaderKind.allCases.map(\.rawValue),
                placeholder: "talkback",
                "Behave as when a screen reader is running: the controls stay up 15 s instead"
                    + " of 5 s, then a Show controls button takes the focus (without one, a tap"
                    + " brings the controls back). VoiceOver speaks (also with 'voiceover'); with"
                    + " 'talkback', Android's TalkBack wording."),
            .skin,
            .choice(
                "--log", SpokenLogFormat.allCases.map(\.rawValue),
                "text (default) or jsonl (one JSON object a line)."),
            .file("--output", "FILE", "Write the log to FILE instead of standard output."),
            .file(
                "--script", "FILE|-",
                "Run these commands ('-' reads standard input): one a line, placed with 'at"
                    + " TIME' (a position) or 'wait DURATION' (session time); play, pause,"
                    + " toggle, forward, rewind, seek TIME, mute, unmute, volume N, slowmo"
                    + " on|off, lock, unlock, captions LANG|ID|off, audio LANG|ID, chapter"
                    + " next|previous|N (N from 1; previous within 5 s of a chapter's start goes"
                    + " to the one before), next,"
                    + " previous, activate, increment, decrement, escape, magic-tap,"
                    + " show-controls, tap, close; the rotor: rotor [back], rotor"
                    + " headings|controls|adjustable|chapters|NAME, rotor next|previous [SETTING]"
                    + " (the Chapters rotor seeks between chapters); Full"
                    + " Keyboard Access: tab, shift-tab, key space|up|down|left|right|escape;"
                    + " Voice Control: voice \"PHRASE\" (Tap NAME, Tap N, Show names, Show"
                    + " numbers, Hide names, Increment NAME, Decrement NAME), show names, show"
                    + " numbers, hide names. '#' starts a comment."),
            .flag(
                "--interactive",
                "Drive the player from the terminal in real time: space play/pause, left/right"
                    + " -/+10 s, m mute, s slow motion, l lock, c cycle captions, a cycle audio,"
                    + " t tap the video (show the controls), !/@ previous/next chapter,"
                    + " Tab/Shift-Tab next/previous element,"
                    + " Enter activate, up/down increment/decrement, Esc escape, r/R rotor"
                    + " next/previous setting, ]/[ rotor next/previous item, K Full Keyboard"
                    + " Access on/off (then Tab, Shift-Tab, Space, arrows and Esc move the focus"
                    + " ring), v a Voice Control phrase (type it, Enter), q (or Ctrl-C) quit."),
            .flag("--speak", "Speak what is said with espeak-ng on the sound device."),
            .file(
                "--speak-to", "FILE.wav",
                "Render everything said into one WAV file on session time, a new focus cutting"
                    + " off what is still being said."),
            .flag(
                "--pause", "Start paused: playback waits for a command (play, pause=no)."),
            .file(
                "--ipc-server", "PATH|tcp:127.0.0.1:PORT",
                "Serve mpv's JSON IPC on a Unix socket created at PATH with mode 0600 (several"
                    + " clients at once), or with tcp:HOST:PORT on TCP, HOST a loopback address"
                    + " (127.0.0.1, localhost, [::1]) only. Runs until a client sends quit (stop"
                    + " idles, as mpv's does), or a signal. mpv's commands and properties, and the player's under"
                    + " 'ap-'; see docs/ipc.md. A PATH that exists and is not a"
                    + " socket is a usage error."),
            .choice(
                "--ipc", ["stdio"],
                "Serve the same IPC on standard input and output, one JSON message a line; the"
                    + " log goes to standard error unless --output names a file. Ends with"
                    + " standard input."),
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .scriptError, .outputUnwritable])
}
