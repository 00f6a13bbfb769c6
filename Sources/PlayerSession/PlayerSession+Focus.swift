import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Puts the screen-reader cursor on element `id`, as touching it does (starting the cursor
    /// if none runs), and returns what is said; the utterance is nil when the element is not
    /// in reach, and the focus then stays where it was.
    mutating func focus(on id: ElementID) -> ScreenReaderResponse {
        step { session in
            session.withCursor { cursor, model in .spoken(cursor.focus(on: id, in: model)) }
        }
    }

    /// Runs `body` on the screen-reader cursor, starting it (the configured screen reader) if
    /// none runs yet: the one place a cursor is made after the session began.
    mutating func withCursor<Result>(
        _ body: (inout ScreenReader, ControlModel) -> Result
    ) -> Result {
        var cursor = screenReader ?? ScreenReader(kind: configuration.screenReaderKind)
        let result = body(&cursor, model)
        screenReader = cursor
        return result
    }
}
