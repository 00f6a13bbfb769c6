import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// `accessible-player controls FILE`: the accessibility tree at a media time.
enum ControlsCommand: CLICommand {
    static let name = "controls"
    static let summary = "Show what a screen reader finds on the player at a given time"
    static let help = """
        USAGE: accessible-player controls FILE [--at TIME] [--locale en|es|fr|de]
                                               [--screen-reader] [--json]

        Plays FILE from the start up to TIME without touching anything and prints every
        element a screen reader can reach then, in reading order: its id, label, value,
        traits, hint and what the screen reader says on landing on it.

        OPTIONS:
          --at TIME         The media time: SS, MM:SS or HH:MM:SS with optional .mmm, or
                            1m30s (default 0).
          --locale LANG     The language spoken: en (default), es, fr or de.
          --screen-reader   Behave as when a screen reader is running: the controls never
                            hide (without it they hide after 5 seconds of playing).
          --json            Print a JSON array of {id, label, value, traits, hint, utterance}.
          --sub-file PATH   Also load this caption file as a track (repeatable).
          --no-sidecars     Do not look for caption files beside FILE.
          -h, --help        Show this help.
        """
    static let syntax = CommandSyntax(
        valueOptions: ["--at", "--locale", "--sub-file"],
        switches: ["--screen-reader", "--json", "--no-sidecars"], operandNames: ["FILE"])

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        let time = try arguments.value("--at").map { try TimeArgument.parse($0, option: "--at") }
        let language = try PlayerLanguage.argument(arguments.value("--locale"))
        let player: Player
        do {
            player = try Player(
                source: MediaOpening.media(arguments),
                options: PlayerOptions(
                    language: language, screenReaderRunning: arguments.isSet("--screen-reader"),
                    clock: .manual))
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        defer { player.close() }
        // As after playing from the start up to the time without touching anything (so,
        // without a screen reader, the controls have hidden after 5 s of playing).
        player.send(.play)
        player.advance(by: time ?? .zero)
        let elements = player.model.visibleElements
        if arguments.isSet("--json") {
            print(ControlsListing.json(elements, language: language))
        } else {
            print(ControlsListing.text(elements, language: language))
        }
        MediaOpening.reportWarnings(of: player.catalog)
        return .success
    }
}
