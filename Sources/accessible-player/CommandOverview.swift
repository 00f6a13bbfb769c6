/// The top-level `--help`: what the tool is, its commands and the exit-code table.
enum CommandOverview {
    /// One paragraph on what the tool does, shared with the man page.
    static let about =
        "A headless, accessible media player core: lists tracks, decodes captions, plays a file"
        + " writing what a screen reader says, and shows the controls at any time."

    /// The overview of `declarations`.
    static func text(_ declarations: [CommandDeclaration]) -> String {
        let width = CommandDeclaration.helpWidth
        let commandLines = declarations.map {
            "  " + $0.name.padding(toLength: 14, withPad: " ", startingAt: 0) + $0.summary
        }
        return [
            "USAGE: accessible-player COMMAND [OPTIONS]",
            TextWrapping.lines(about, width: width).joined(separator: "\n"),
            "COMMANDS:\n" + commandLines.joined(separator: "\n"),
            TextWrapping.lines(
                "Run 'accessible-player COMMAND --help' for a command's options,"
                    + " 'accessible-player --version' (or -V) for the version.", width: width
            ).joined(separator: "\n"),
            "EXIT CODES:\n"
                + CommandDeclaration.exitCodeLines(ExitCode.allCases).joined(separator: "\n"),
        ].joined(separator: "\n\n")
    }
}
