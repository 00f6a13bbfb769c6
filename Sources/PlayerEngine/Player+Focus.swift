import PlayerAccessibility
import PlayerCore

extension Player {
    /// Puts the screen-reader cursor on element `id`, as touching it does (starting the cursor
    /// if none runs), and returns what is said; the utterance is nil when the element is not
    /// in reach, and the focus then stays where it was.
    @discardableResult
    public func focus(on id: ElementID) -> ScreenReaderResponse {
        readClock()
        return step {
            var cursor = screenReader ?? ScreenReader()
            let utterance = cursor.focus(on: id, in: model)
            screenReader = cursor
            return .spoken(utterance)
        }
    }
}
