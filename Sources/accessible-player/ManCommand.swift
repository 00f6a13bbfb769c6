/// `accessible-player man`: prints the man page (roff) that `make man` installs.
enum ManCommand: CLICommand {
    static let declaration = CommandDeclaration(
        name: "man", summary: "Print this tool's man page (roff, section 1)", operands: [],
        description: [
            "Writes the manual page to standard output, made from the same declarations as"
                + " every command's --help: `accessible-player man | man -l -` reads it."
        ],
        options: [], exitCodes: [.success, .usage])

    static func options(from arguments: CommandLineArguments) {}

    static func run(_ options: Void) throws -> ExitCode {
        print(ManualPage.roff(CommandList.declarations), terminator: "")
        return .success
    }
}
