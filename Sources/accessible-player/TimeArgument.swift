import PlayerCore
import PlayerEngine
import PlayerSession

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

    /// Throws a usage error naming `option`, the file and its duration when `time` is past
    /// the end of `catalog`'s media: a position (`--start`, `--at`) must be one the media
    /// has. Media of unknown length (live) takes any time.
    static func checkPosition(
        _ time: MediaTime, option: String, in catalog: MediaCatalog
    ) throws(UsageError) {
        guard let duration = catalog.duration, time > duration else { return }
        throw UsageError(
            "\(option) \(time) is past the end of \(catalog.path) (it lasts \(duration))")
    }
}
