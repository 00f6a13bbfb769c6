/// One subcommand of `accessible-player`: its declaration and its behaviour. Adding a command
/// is one type conforming to this, listed in `CommandList`.
protocol CLICommand {
    /// The name, summary, operands, options and exit codes, from which parsing, help, the man
    /// page and the completions are made.
    static var declaration: CommandDeclaration { get }
    /// Does the work, writing results to standard output; throws for errors the CLI reports.
    static func run(_ arguments: CommandLineArguments) throws -> ExitCode
}

/// A failure the CLI reports on standard error with the exit code it carries.
struct CommandFailure: Error {
    /// The message, starting with what failed.
    var message: String
    /// The exit status to end with.
    var exitCode: ExitCode
}
