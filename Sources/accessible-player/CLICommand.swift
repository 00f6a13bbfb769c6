/// One subcommand of `accessible-player`: its name, help and behaviour.
protocol CLICommand {
    /// The word that selects the command (`tracks`).
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// The options and operands it accepts.
    static var syntax: CommandSyntax { get }
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
