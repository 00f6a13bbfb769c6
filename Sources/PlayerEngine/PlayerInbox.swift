import Synchronization

/// A queue through which other threads hand a real-time ``Player`` actions (an interactive
/// terminal's keys, say); the run loop performs them on the player's thread.
public final class PlayerInbox: Sendable {
    private let queued = Mutex<[ScriptAction]>([])

    /// An empty inbox.
    public init() {}

    /// Queues `action` for the player's next tick.
    public func post(_ action: ScriptAction) {
        queued.withLock { $0.append(action) }
    }

    /// Removes and returns every queued action, oldest first.
    func takeAll() -> [ScriptAction] {
        queued.withLock { actions in
            defer { actions.removeAll() }
            return actions
        }
    }
}
