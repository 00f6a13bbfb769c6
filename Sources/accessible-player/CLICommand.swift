/// One subcommand of `accessible-player`: its declaration and its behaviour. Adding a command
/// is one type conforming to this, listed in `CommandList`.
protocol CLICommand {
    /// Everything the command was asked to do, read from its arguments.
    associatedtype Options

    /// The name, summary, operands, options and exit codes, from which parsing, help, the man
    /// page and the completions are made.
    static var declaration: CommandDeclaration { get }
    /// Reads every option and operand the command takes from `arguments` (parsed as
    /// ``declaration`` says) and checks them together, before anything is opened; throws a
    /// usage error for a bad combination.
    static func options(from arguments: CommandLineArguments) throws -> Options
    /// Does the work, writing results to standard output; throws for errors the CLI reports.
    static func run(_ options: Options) throws -> ExitCode
}

extension CLICommand {
    /// Parses `arguments`, reads the options from them and runs the command.
    static func run(arguments: [String]) throws -> ExitCode {
        try run(options(from: declaration.parse(arguments)))
    }
}

/// A failure the CLI reports on standard error with the exit code it carries.
struct CommandFailure: Error {
    /// The message, starting with what failed.
    var message: String
    /// The exit status to end with.
    var exitCode: ExitCode
}
