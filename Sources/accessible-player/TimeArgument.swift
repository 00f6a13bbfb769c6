import PlayerCore
import PlayerEngine

/// Reads a media time given on the command line (`--at`, `--start`, `--until`).
enum TimeArgument {
    /// `text` as a media time, written as scripts write times (`SS`, `MM:SS`, `HH:MM:SS`
    /// with optional `.mmm`, or `1m30s`); throws a usage error naming `option` otherwise,
    /// also for a time too large to place (`9999999999999:00`).
    static func parse(_ text: String, option: String) throws(UsageError) -> MediaTime {
        guard let time = MediaTime(scriptText: text) else {
            throw UsageError(
                "\(option): '\(TerminalText.excerpt(text))' is not a time in range"
                    + " (use SS, MM:SS, HH:MM:SS or 1m30s)")
        }
        return time
    }
}
