import PlayerCore

/// `accessible-player completions SHELL`: prints the shell's completion script.
enum CompletionsCommand: CLICommand {
    static let declaration = CommandDeclaration(
        name: "completions", summary: "Print the completion script for bash, zsh or fish",
        operands: [
            OperandDeclaration(name: "SHELL", words: ShellCompletion.Shell.allCases.map(\.rawValue))
        ],
        description: [
            "Writes the completion script of SHELL (bash, zsh or fish) to standard output, made"
                + " from the same declarations as every command's --help; `make install` puts"
                + " each where its shell looks. To try one at once: `source <(accessible-player"
                + " completions bash)`."
        ],
        options: [], exitCodes: [.success, .usage])

    /// The shell the SHELL operand names.
    static func options(from arguments: CommandLineArguments) throws(UsageError)
        -> ShellCompletion.Shell
    {
        let name = arguments.operands[0]
        guard let shell = ShellCompletion.Shell(rawValue: name) else {
            throw UsageError(
                "unknown shell '\(TerminalText.excerpt(name))' (use bash, zsh or fish)")
        }
        return shell
    }

    static func run(_ shell: ShellCompletion.Shell) throws -> ExitCode {
        print(ShellCompletion.script(for: shell, CommandList.declarations), terminator: "")
        return .success
    }
}
