import PlayerCore
import PlayerSession
import Synchronization

/// The one way other threads hand a ``Player`` what happened to it (an action, the loader's
/// answers): each post is queued and raises the player's ``signal``, which wakes its run loop
/// at once; the loop then feeds each input to the session on the player's thread, in the
/// order posted.
public final class PlayerInbox: Sendable {
    private let queued = Mutex<[SessionInput]>([])
    private let wakeUp = Mutex<(@Sendable () -> Void)?>(nil)
    /// Raised by every post (and by ``wake()``): the real-time run loop waits on its clock
    /// until the next instant the session names or until this is raised.
    public let signal = WakeSignal()

    /// An empty inbox.
    public init() {}

    /// Queues `action` for the player, waking its run loop.
    public func post(_ action: ScriptAction) {
        post(input: .action(action))
    }

    /// Wakes the player's run loop without queueing anything, for a driver that hands it
    /// work of its own (an interactive terminal's keys, read in the run loop's `onWake`).
    public func wake() {
        signal.raise()
        wakeUp.withLock { $0 }?()
    }

    /// Queues `input` for the player, then wakes its run loop and the driver
    /// (``setWakeUp(_:)``).
    func post(input: SessionInput) {
        queued.withLock { $0.append(input) }
        wake()
    }

    /// Calls `wake` on the posting thread after every post from now on (nil: none), so that a
    /// driver that sleeps on something other than the player's clock (the IPC's server, in
    /// `poll`) wakes for it.
    public func setWakeUp(_ wake: (@Sendable () -> Void)?) {
        wakeUp.withLock { $0 = wake }
    }

    /// Removes and returns the oldest input queued; nil when none is.
    func next() -> SessionInput? {
        queued.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Removes the inputs queued that `isDropped` picks, keeping the others in order.
    func removeAll(where isDropped: (SessionInput) -> Bool) {
        queued.withLock { $0.removeAll(where: isDropped) }
    }
}
