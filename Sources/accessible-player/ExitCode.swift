/// The CLI's exit statuses; the README lists them.
enum ExitCode: Int32 {
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
    /// An output file the command was asked to write (the audit's `--report`) could not be
    /// written; what went to standard output is complete.
    case outputUnwritable = 5
}
