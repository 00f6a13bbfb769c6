import PlayerAccessibility
import PlayerCore

extension Player {
    /// Shows `text` for `duration` as mpv's `show-text` does, here as an announcement the
    /// screen reader makes and the log records; returns what was announced.
    @discardableResult
    public func show(_ text: String, for duration: MediaTime) -> ScreenReaderResponse {
        feed(.message(text, duration: duration)).response
    }
}
