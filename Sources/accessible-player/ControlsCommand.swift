import PlayerCore
import PlayerEngine
import PlayerSession

/// `accessible-player controls FILE`: the accessibility tree at a media time.
enum ControlsCommand: CLICommand {
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
