import PlayerCore
import PlayerEngine

/// `accessible-player controls FILE`: the accessibility tree at a media time.
enum ControlsCommand: CLICommand {
    static let name = "controls"
    static let summary = "Show what a screen reader finds on the player at a given time"
    static let help = """
        USAGE: accessible-player controls FILE [--at TIME] [--playing] [--script FILE]
                                               [--captions auto|off|LANG|ID] [--audio LANG|ID]
                                               [--locale en|es|fr|de]
                                               [--screen-reader [talkback]] [--skin FILE]
                                               [--check] [--json]

        Prints every element a screen reader can reach on the player at TIME, in reading
        order: its id, label, value, traits, hint and what the screen reader says on landing
        on it. The player is opened as `play` opens it (the same selection policy and
        options), and by default shows the skin as a viewer who scrubbed to TIME finds it:
        paused there, the controls up. With --playing (or a script) it plays from the start
        up to TIME instead, the script's lines running at their times.

        OPTIONS:
          --at TIME         The media time: SS, MM:SS or HH:MM:SS with optional .mmm, or
                            1m30s (default 0); past the end is a usage error.
          --playing         Play from the start up to TIME, touching nothing, and show the
                            skin still playing (without a screen reader the controls hide
                            after 5 seconds of playing).
          --script FILE|-   Run these script lines while playing up to TIME (see `play
                            --help`); the skin is then shown paused unless --playing.
          --captions CHOICE auto (default: captions in the --locale language, SDH first,
                            else the default track), off, a language or a track id.
          --audio LANG|ID   The audio track, by language or track id.
          --locale LANG     The language spoken: en (default), es, fr or de.
          --screen-reader [talkback]
                            Behave as when a screen reader is running: the controls stay
                            up 15 s, then a Show controls button stands in for them; the
                            utterances are VoiceOver's, or TalkBack's with 'talkback'.
          --skin FILE       The player skin, a JSON file (see `play --help`).
          --check           Check the skin's controls at TIME instead of listing them:
                            each control that draws text its accessible name lacks fails
                            WCAG 2.5.3 Label in Name (exit 1 when one does).
          --json            Print a JSON array of {id, label, value, traits, hint,
                            visibleText, utterance}; with --check, the failures.
          --sub-file PATH   Also load this caption file as a track (repeatable).
          --no-sidecars     Do not look for caption files beside FILE.
          -h, --help        Show this help.

        EXIT CODES: 0 done, 1 a check failed, 2 usage error (a bad skin file too), 3 media
        cannot be opened, 4 bad script.
        """
    static let syntax = CommandSyntax(
        valueOptions: [
            "--at", "--locale", "--sub-file", "--captions", "--audio", "--script", "--skin",
        ],
        switches: ["--screen-reader", "--json", "--no-sidecars", "--playing", "--check"],
        operandNames: ["FILE"], switchWords: PlayerChoices.screenReaderWords)

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        let time = try arguments.value("--at").map { try TimeArgument.parse($0, option: "--at") }
        let choices = try PlayerChoices(arguments)
        let script = try arguments.value("--script").map { path throws(CommandFailure) in
            try ScriptFile.load(path)
        }
        let player = try PlayerSetup.open(choices, clock: .manual, arguments: arguments)
        defer { player.close() }
        let at = time ?? .zero
        try TimeArgument.checkPosition(at, option: "--at", in: player.catalog)
        show(player, at: at, playing: arguments.isSet("--playing"), script: script)
        if arguments.isSet("--check") {
            let failures = player.model.labelInNameFailures
            print(
                arguments.isSet("--json")
                    ? LabelInNameReport.json(failures) : LabelInNameReport.text(failures))
            MediaOpening.reportWarnings(of: player.catalog)
            return failures.isEmpty ? .success : .failure
        }
        let elements = player.model.visibleElements
        let reader = choices.screenReaderKind
        if arguments.isSet("--json") {
            print(ControlsListing.json(elements, language: choices.language, reader: reader))
        } else {
            print(ControlsListing.text(elements, language: choices.language, reader: reader))
        }
        MediaOpening.reportWarnings(of: player.catalog)
        return .success
    }

    /// Brings `player` to `time`: played there (with the script's lines) and left playing
    /// or paused, or, with neither, scrubbed there while paused. `snapshot` shows it so too.
    static func show(
        _ player: Player, at time: MediaTime, playing: Bool, script: PlayerScript?
    ) {
        player.send(.play)
        guard playing || script != nil else {
            player.send(.pause)
            player.send(.seek(to: time))
            return
        }
        player.run(script ?? PlayerScript(), until: time)
        if !playing {
            player.send(.pause)
        }
    }
}
