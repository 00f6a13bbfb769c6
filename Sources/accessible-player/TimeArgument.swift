import PlayerCore
import PlayerEngine

/// Reads a media time given on the command line (`--at`, `--start`, `--until`).
enum TimeArgument {
    /// `text` as a media time, written as scripts write times (`SS`, `MM:SS`, `HH:MM:SS`
    /// with optional `.mmm`, or `1m30s`); throws a usage error naming `option` otherwise.
    static func parse(_ text: String, option: String) throws(UsageError) -> MediaTime {
        guard let time = MediaTime(scriptText: text) else {
            throw UsageError(
                "\(option): '\(text)' is not a time (use SS, MM:SS, HH:MM:SS or 1m30s)")
        }
        return time
    }
}
