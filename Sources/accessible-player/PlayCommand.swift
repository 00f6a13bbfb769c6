import Foundation
import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession

/// `accessible-player play FILE`: plays a file and writes the spoken-state log.
enum PlayCommand: CLICommand {
    static func options(from arguments: CommandLineArguments) throws(UsageError) -> PlayOptions {
        try PlayOptions(arguments)
    }

    static func run(_ options: PlayOptions) throws -> ExitCode {
        if options.interactive, !TerminalMode.isTerminal(0) {
            throw UsageError("\(PlayOption.interactive) needs a terminal on standard input")
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
        let player = try PlayerSetup.open(
            options.choices, clock: clock, media: options.media, path: options.path)
        defer { player.close() }
        MediaOpening.reportWarnings(of: player.catalog)
        if options.pace == .fast, options.ipcEndpoints.isEmpty, player.catalog.isLive,
            options.until == nil
        {
            throw UsageError(
                "\(options.path) is a live stream, which has no end: \(PlayOption.fast) needs"
                    + " \(PlayOption.until) TIME")
        }
        if let start = options.start {
            try TimeArgument.checkPosition(
                start, option: PlayOption.start.description, in: player.catalog)
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
                recording: options.speakToPath != nil,
                mixesProgramme: !options.leavesProgrammeAudioOut) : nil
        let playsScript = options.ipcEndpoints.isEmpty && !options.interactive
        if playsScript, let script {
            // Scheduled before the log starts, so that its session line can say whether the
            // script's gestures run a screen-reader cursor.
            player.schedule(script)
        }
        let losses = PlaybackLossReport()
        let listener: @Sendable (LoggedEvent) -> Void = { event in
            losses.observe(event)
            log?.write(event)
            display?.show(event)
            speech?.observe(event)
            progress?.report(event.position)
        }
        player.observe(listener)
        if !options.startsPaused {
            player.send(.play)
        }
        if !options.ipcEndpoints.isEmpty {
            let code = try IPCPlay.serve(
                player, on: options.ipcEndpoints, script: script,
                playlist: Array(options.paths.dropFirst())
            ) { path, subtitleFiles in
                MediaOpening.media(options.media, path: path, subtitleFiles: subtitleFiles)
            }
            try speech?.finish(writingTo: options.speakToPath, until: player.position)
            player.close()
            if code != 0 {
                exit(code)
            }
            return .success
        }
        if let display {
            InteractiveSession.run(player, until: options.until, display: display)
            // The viewer at the terminal chose the style: it is theirs from now on.
            try CaptionStyleFile.keep(
                player.state.presentation.captionStyle, startedWith: options.choices.captionStyle)
        } else {
            // The files of a playlist play one after another on the same session: session
            // time goes on, and the log starts a `session` line for each.
            player.run(until: options.until)
            for path in options.paths.dropFirst() where !player.isClosed {
                try PlayerSetup.playNext(
                    path, on: player, choices: options.choices, media: options.media,
                    playing: !options.startsPaused)
                MediaOpening.reportWarnings(of: player.catalog)
                player.run(until: options.until)
            }
            player.close()
        }
        progress?.finish()
        display?.finish()
        try speech?.finish(writingTo: options.speakToPath, until: player.sessionTime)
        return losses.finish()
    }
}
