import Foundation
import PlayerEngine

/// The subcommands, in the order `--help` lists them.
let commands: [any CLICommand.Type] = [
    TracksCommand.self, CaptionsCommand.self, PlayCommand.self, ControlsCommand.self,
    SnapshotCommand.self, AuditCommand.self,
]

let overview = """
    USAGE: accessible-player COMMAND [OPTIONS]

    A headless, accessible media player core: lists tracks, decodes captions, plays a file
    writing what a screen reader says, and shows the controls at any time.

    COMMANDS:
    \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run 'accessible-player COMMAND --help' for a command's options, 'accessible-player
    --version' for the version.
    Exit codes: 0 success, 1 failure after opening, 2 usage error, 3 media cannot be opened,
    4 bad script.
    """

@MainActor
func runCommandLine(_ arguments: [String]) -> ExitCode {
    guard let name = arguments.first else {
        StandardError.write(overview)
        return .usage
    }
    if name == "--help" || name == "-h" || name == "help" {
        print(overview)
        return .success
    }
    if name == "--version" {
        print("accessible-player \(PlayerVersion.current)")
        return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
        StandardError.write("error: unknown command '\(name)'\n\n\(overview)")
        return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
        print(command.help)
        return .success
    }
    do {
        return try command.run(try command.syntax.parse(rest))
    } catch let error as UsageError {
        StandardError.write("error: \(error.message)\n\n\(command.help)")
        return .usage
    } catch let failure as CommandFailure {
        StandardError.write("error: \(failure.message)")
        return failure.exitCode
    } catch {
        StandardError.write("error: \(error)")
        return .failure
    }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
