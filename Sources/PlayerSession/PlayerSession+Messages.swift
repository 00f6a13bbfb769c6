import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Shows `text` on screen for `duration` (mpv's `show-text`), as an assertive
    /// announcement: the screen reader says it and the log records it. An empty text says
    /// nothing. Returns the response, the announcement in it.
    mutating func show(_ text: String, for duration: MediaTime) -> ScreenReaderResponse {
        step { _ in .announced(text.isEmpty || duration <= .zero ? nil : text, for: duration) }
    }
}
