import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession

/// Runs the command `arguments` name; what it prints goes to standard output and error.
@MainActor
func runCommandLine(_ arguments: [String]) -> ExitCode {
    guard let name = arguments.first else {
        StandardError.write(CommandOverview.text(CommandList.declarations))
        return .usage
    }
    if ToolOption.help.contains(name) || name == "help" {
        print(CommandOverview.text(CommandList.declarations))
        return .success
    }
    if ToolOption.version.contains(name) {
        print("accessible-player \(PlayerVersion.current)")
        return .success
    }
    guard let command = CommandList.commands.first(where: { $0.declaration.name == name }) else {
        StandardError.write(
            "error: unknown command '\(TerminalText.excerpt(name, limit: 80))'; see"
                + " `accessible-player --help`")
        return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains(where: ToolOption.help.contains) {
        print(command.declaration.help)
        return .success
    }
    do {
        return try command.run(arguments: rest)
    } catch let error as UsageError {
        StandardError.write(
            "error: \(error.message); see `accessible-player \(name) --help`")
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
