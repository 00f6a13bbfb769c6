import PlayerAccessibility
import PlayerCore
import PlayerEngine

extension PlayerHarness {
    /// Makes `gesture` and returns the whole response: what was said, the announcements the
    /// gesture's command made, and the refusal if the player refused it.
    @discardableResult
    public func gesture(_ gesture: ScreenReaderGesture) -> ScreenReaderResponse {
        player.perform(gesture)
    }

    /// Puts the cursor on element `id` as touching it does, and returns what is said; nil
    /// when the element is not on screen.
    @discardableResult
    public func focus(on id: ElementID) -> String? {
        player.focus(on: id).utterance
    }

    /// Swipes (right, or left when the element comes before the focus) until the cursor is on
    /// element `id`, and returns what is said there; nil, after no swipe, when the element is
    /// not on screen.
    @discardableResult
    public func swipe(to id: ElementID) -> String? {
        let visible = player.model.visibleElements.map(\.id)
        guard let target = visible.firstIndex(of: id) else { return nil }
        let current = player.screenReader?.focus.flatMap { visible.firstIndex(of: $0) }
        let forward = current.map { $0 < target } ?? true
        var said: String?
        while player.screenReader?.focus != id {
            guard let utterance = player.perform(forward ? .next : .previous).utterance else {
                return nil
            }
            said = utterance
        }
        return said
    }

    /// Moves the cursor to the first element and returns what is said.
    @discardableResult
    public func focusFirst() -> String? { player.perform(.first).utterance }

    /// Moves the cursor to the last element and returns what is said.
    @discardableResult
    public func focusLast() -> String? { player.perform(.last).utterance }

    /// Sends `command` as a control would and returns what came of it (its announcements,
    /// and why it was refused, if it was).
    @discardableResult
    public func send(_ command: PlayerCommand) -> ScreenReaderResponse {
        player.send(command)
    }

    /// Seeks to media time `time`; returns the response (the spoken time is its announcement).
    @discardableResult
    public func seek(to time: MediaTime) -> ScreenReaderResponse {
        player.send(.seek(to: time))
    }

    /// Seeks by `offset` (negative for back); returns the response.
    @discardableResult
    public func seek(by offset: MediaTime) -> ScreenReaderResponse {
        player.send(.seek(by: offset))
    }
}
