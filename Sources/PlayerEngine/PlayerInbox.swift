import PlayerSession
import Synchronization

/// A queue through which other threads hand a real-time ``Player`` what happened to it (an
/// interactive terminal's keys, the loader's answers); the run loop feeds each to the session
/// on the player's thread, in the order posted.
public final class PlayerInbox: Sendable {
    private let queued = Mutex<[SessionInput]>([])
    private let wakeUp = Mutex<(@Sendable () -> Void)?>(nil)

    /// An empty inbox.
    public init() {}

    /// Queues `action` for the player's next pass.
    public func post(_ action: ScriptAction) {
        post(input: .action(action))
    }

    /// Queues `input` for the player's next pass, then wakes the driver (``setWakeUp(_:)``).
    func post(input: SessionInput) {
        queued.withLock { $0.append(input) }
        wakeUp.withLock { $0 }?()
    }

    /// Calls `wake` on the posting thread after every post from now on (nil: none), so that a
    /// driver that sleeps until something happens (the IPC's server) wakes for it instead of
    /// looking every frame.
    public func setWakeUp(_ wake: (@Sendable () -> Void)?) {
        wakeUp.withLock { $0 = wake }
    }

    /// Removes and returns everything queued, oldest first.
    func takeAll() -> [SessionInput] {
        queued.withLock { inputs in
            guard !inputs.isEmpty else { return [] }
            defer { inputs.removeAll() }
            return inputs
        }
    }
}
