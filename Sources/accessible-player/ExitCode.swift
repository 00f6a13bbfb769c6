/// The CLI's exit statuses; `meaning` is the one table the help, the man page and the docs
/// show.
enum ExitCode: Int32, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// Reading or decoding failed after the media opened.
    case failure = 1
    /// The command line was wrong (unknown option, missing file operand, no such track).
    case usage = 2
    /// The media could not be opened (missing, unreadable, not media, corrupt).
    case mediaUnavailable = 3
    /// The `--script` file could not be read or has a bad line; nothing was played.
    case scriptError = 4
    /// An output file the command was asked to write (`--output`, the audit's `--report`)
    /// could not be written.
    case outputUnwritable = 5
}
