import PlayerAccessibility
import PlayerCore
import PlayerSession

extension Player {
    /// Calls `observer` with every event from now on, on the player's thread, after first
    /// giving it the current values: the state, every control's element, the focus, the
    /// captions on screen.
    public func observe(_ observer: @escaping @Sendable (LoggedEvent) -> Void) {
        for event in session.currentValues() {
            observer(event)
        }
        observers.append(observer)
        feed(.observed)
    }

    /// Calls `observer` with every output the session returns from now on, on the player's
    /// thread, as the player performs it: the log lines, and what they do not say (a seek
    /// asked for and completed, a track loaded, the live edge moved, the close). The IPC and
    /// the interactive terminal follow the player this way instead of polling it.
    public func observeOutputs(_ observer: @escaping (SessionOutput) -> Void) {
        outputObservers.append(observer)
    }

    /// A stream of every event from now on, beginning with the current values (as
    /// ``observe(_:)``); it ends when the player closes.
    public func events() -> AsyncStream<LoggedEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: LoggedEvent.self, bufferingPolicy: .unbounded)
        for event in session.currentValues() {
            continuation.yield(event)
        }
        if isClosed {
            continuation.finish()
        } else {
            continuations.append(continuation)
            feed(.observed)
        }
        return stream
    }
}
