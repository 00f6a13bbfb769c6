/// The subcommands, in the order `--help`, the man page and the completions list them.
/// Adding a command is one `CLICommand` type and its line here.
enum CommandList {
    /// Every command's type.
    static let commands: [any CLICommand.Type] = [
        TracksCommand.self, CaptionsCommand.self, PlayCommand.self, ControlsCommand.self,
        SnapshotCommand.self, AuditCommand.self, ManCommand.self, CompletionsCommand.self,
    ]

    /// Every command's declaration, in order.
    static let declarations = commands.map { $0.declaration }
}
