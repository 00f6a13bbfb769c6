import Foundation
import PlayerCore
import PlayerEngine
import PlayerIPC

/// `accessible-player play FILE`: plays a file and writes the spoken-state log.
enum PlayCommand: CLICommand {
    static let name = "play"
    static let summary = "Play a media file, writing what a screen reader would say"
    static let help = """
        USAGE: accessible-player play FILE [--fast] [--start TIME] [--until TIME]
                                           [--captions auto|off|LANG|ID] [--audio LANG|ID]
                                           [--sub-file PATH]... [--locale en|es|fr|de]
                                           [--screen-reader [talkback]] [--skin FILE]
                                           [--log text|jsonl] [--output FILE]
                                           [--script FILE|-] [--interactive]
                                           [--speak] [--speak-to FILE.wav] [--pause]
                                           [--ipc-server PATH|tcp:127.0.0.1:PORT]
                                           [--ipc stdio]

        Plays FILE from --start (or the beginning) and writes the spoken-state log: one line
        per thing that happens (focus, announcement, caption, element change, refusal, end),
        each at its session time and media position. Playback starts at once; a script or the keys can pause it.

        TIME: the session time (t) is the session's own clock, virtual with --fast, and never
        goes back; the position (pos) is where playback is. --start, --until and a script's
        'at' are positions (on a live stream, counted from the start of the playlist window);
        a script's 'wait' is session time, counted from the line before (the first from where
        playback started or joined).

        OPTIONS:
          --fast              Use a virtual clock that jumps to the next thing that happens
                              (default: real time). With the IPC, the virtual clock moves
                              only when a client asks (ap-advance, ap-run-until-...).
          --start TIME        Start playing here. TIME is SS, MM:SS or HH:MM:SS with optional
                              .mmm, or 1m30s; past the end is a usage error.
          --until TIME        Stop when playback reaches this position (needed with --fast
                              for a live stream).
          --captions CHOICE   auto (default: captions in the --locale language, SDH first,
                              else the default track), off, a language or a track id.
          --audio LANG|ID     The audio track, by language or track id.
          --sub-file PATH     Also load this caption file as a track (repeatable).
          --no-sidecars       Do not look for caption files beside FILE.
          --no-ocr            Do not read picture captions (PGS, VobSub, DVB) as text with
                              Tesseract: they are spoken as "[image]".
          --locale LANG       The language spoken: en (default), es, fr or de.
          --screen-reader [talkback]
                              Behave as when a screen reader is running: the controls stay up
                              15 s instead of 5 s, then a Show controls button takes the
                              focus (without one, a tap brings the controls back). VoiceOver
                              speaks; with 'talkback', Android's TalkBack wording.
          --skin FILE         The player skin, a JSON file: which controls, in which order,
                              with which visible text and labels (default: the built-in
                              skin, Samples/skins/default.json).
          --log FORMAT        text (default) or jsonl (one JSON object a line).
          --output FILE       Write the log to FILE instead of standard output.
          --script FILE|-     Run these commands ('-' reads standard input): one a line, placed
                              with 'at TIME' (a position) or 'wait DURATION' (session time); play, pause, toggle, forward,
                              rewind, seek TIME, mute, unmute, volume N, slowmo on|off, lock,
                              unlock, captions LANG|ID|off, audio LANG|ID, next, previous,
                              activate, increment, decrement, escape, magic-tap,
                              show-controls, tap, close; the rotor: rotor [back],
                              rotor headings|controls|adjustable|NAME, rotor next|previous
                              [SETTING]; Full Keyboard Access: tab, shift-tab, key
                              space|up|down|left|right|escape; Voice Control: voice
                              "PHRASE" (Tap NAME, Tap N, Show names, Show numbers, Hide
                              names, Increment NAME, Decrement NAME), show names, show
                              numbers, hide names. '#' starts a comment.
          --interactive       Drive the player from the terminal in real time: space
                              play/pause, left/right -/+10 s, m mute, s slow motion, l lock,
                              c cycle captions, a cycle audio, t tap the video (show the
                              controls), Tab/Shift-Tab next/previous
                              element, Enter activate, up/down increment/decrement,
                              Esc escape, r/R rotor next/previous setting, ]/[ rotor next/
                              previous item, K Full Keyboard Access on/off (then Tab,
                              Shift-Tab, Space, arrows and Esc move the focus ring), v a
                              Voice Control phrase (type it, Enter), q (or Ctrl-C) quit.
          --speak             Speak what is said with espeak-ng on the sound device.
          --speak-to FILE     Render everything said into one WAV file on session time, a
                              new focus cutting off what is still being said.
          --pause             Start paused: playback waits for a command (play, pause=no).
          --ipc-server PATH   Serve mpv's JSON IPC on a Unix socket created at PATH with mode
                              0600 (several clients at once), or with tcp:HOST:PORT on TCP,
                              HOST a loopback address (127.0.0.1, localhost, [::1]) only.
                              Runs until a client sends quit or stop, or a signal. mpv's
                              commands and properties, and the player's under 'ap-'; see
                              the README's IPC section.
          --ipc stdio         Serve the same IPC on standard input and output, one JSON
                              message a line; the log goes to standard error unless --output
                              names a file. Ends with standard input.
          -h, --help          Show this help.

        EXIT CODES: 0 done, 2 usage error (a bad skin file too), 3 media cannot be opened,
        4 bad script.
        """
    static let syntax = CommandSyntax(
        valueOptions: [
            "--start", "--until", "--captions", "--audio", "--sub-file", "--locale", "--log",
            "--output", "--script", "--speak-to", "--ipc-server", "--ipc", "--skin",
        ],
        switches: [
            "--fast", "--screen-reader", "--interactive", "--speak", "--no-sidecars", "--pause",
            "--no-ocr",
        ],
        operandNames: ["FILE"], switchWords: PlayerChoices.screenReaderWords)

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        let options = try PlayOptions(arguments)
        if options.interactive, !TerminalMode.isTerminal(0) {
            throw UsageError("--interactive needs a terminal on standard input")
        }
        let script = try options.scriptPath.map { path throws(CommandFailure) in
            try ScriptFile.load(path)
        }
        if !options.ipcEndpoints.isEmpty {
            // Before the player starts its threads, so that they inherit the mask.
            IPCServer.blockStopSignals()
        }
        // With the IPC a virtual clock moves only when a client asks.
        let clock: PlayerClockMode =
            options.pace == .realTime ? .realTime : options.ipcEndpoints.isEmpty ? .fast : .manual
        let player = try PlayerSetup.open(options.choices, clock: clock, arguments: arguments)
        defer { player.close() }
        if options.pace == .fast, options.ipcEndpoints.isEmpty, player.catalog.isLive,
            options.until == nil
        {
            throw UsageError(
                "\(options.path) is a live stream, which has no end: --fast needs --until TIME")
        }
        if let start = options.start {
            try TimeArgument.checkPosition(start, option: "--start", in: player.catalog)
            player.send(.seek(to: start))
        }
        // Interactive: the terminal shows what is said and each change of state under a status
        // line; --output still records the whole log.
        let display =
            options.interactive
            ? try InteractiveDisplay(format: options.logFormat, duration: player.catalog.duration)
            : nil
        let log =
            options.interactive && options.outputPath == nil
            ? nil
            : try LogWriter(
                format: options.logFormat, path: options.outputPath, kinds: Set(LogKind.allCases),
                toStandardError: options.logsToStandardError)
        let progress =
            options.pace == .fast && options.ipcEndpoints.isEmpty
            ? ProgressLine(
                duration: player.catalog.duration,
                logOnTerminal: options.outputPath == nil && TerminalMode.isTerminal(1)) : nil
        let speech =
            options.speak || options.speakToPath != nil
            ? SpeechOutput(
                language: options.choices.language, live: options.speak,
                recording: options.speakToPath != nil) : nil
        let playsScript = options.ipcEndpoints.isEmpty && !options.interactive
        if playsScript, let script {
            // Scheduled before the log starts, so that its session line can say whether the
            // script's gestures run a screen-reader cursor.
            player.schedule(script)
        }
        player.observe { event in
            log?.write(event)
            display?.show(event)
            speech?.observe(event)
            progress?.report(event.position)
        }
        if !options.startsPaused {
            player.send(.play)
        }
        if !options.ipcEndpoints.isEmpty {
            let code = try IPCPlay.serve(player, on: options.ipcEndpoints, script: script)
            try speech?.finish(writingTo: options.speakToPath, until: player.position)
            player.close()
            if code != 0 {
                exit(code)
            }
            return .success
        }
        if options.interactive {
            InteractiveSession.run(player, until: options.until)
        } else {
            player.run(until: options.until)
        }
        progress?.finish()
        display?.finish()
        try speech?.finish(writingTo: options.speakToPath, until: player.sessionTime)
        return .success
    }
}
