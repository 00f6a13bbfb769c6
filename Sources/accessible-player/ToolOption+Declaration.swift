/// The options of the tool itself, answered before any command's options are parsed.
enum ToolOption {
    /// Help: every command takes it too, and the completions offer it everywhere.
    static let help = ["--help", "-h"]
    /// The version: only the tool takes it, before a command.
    static let version = ["--version", "-V"]
}
