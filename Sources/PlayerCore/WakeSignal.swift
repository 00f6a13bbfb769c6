import Foundation

/// A flag another thread raises to wake a run loop that waits on its clock
/// (``PlayerClock/wait(until:orUntil:)``): an input was posted, a key was typed.
///
/// Raising it before the loop waits is not lost: the next wait returns at once. Each wait that
/// sees it raised lowers it, so one raise wakes one wait.
///
/// Safe to share across threads (invariant): `isRaised` is read and written only while
/// holding `condition`, which is itself made for use from any thread.
public final class WakeSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var isRaised = false

    /// A lowered signal.
    public init() {}

    /// Raises the signal, waking the loop that waits on it (or the next wait, when none does).
    public func raise() {
        condition.lock()
        isRaised = true
        condition.broadcast()
        condition.unlock()
    }

    /// Lowers the signal if it was raised; true when it was.
    public func lowerIfRaised() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let was = isRaised
        isRaised = false
        return was
    }

    /// Waits until the signal is raised, then lowers it.
    public func wait() {
        condition.lock()
        defer { condition.unlock() }
        while !isRaised {
            condition.wait()
        }
        isRaised = false
    }

    /// Waits until the signal is raised or `clock` reads `deadline`, whichever comes first;
    /// lowers the signal when it was raised. The thread really waits: this is for a clock that
    /// follows the machine's time, not one a test moves.
    public func wait(until deadline: HostTime, on clock: some PlayerClock) {
        condition.lock()
        defer { condition.unlock() }
        while !isRaised {
            let span = deadline.nanoseconds(since: clock.now)
            guard span > 0 else { return }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(span) / 1e9))
        }
        isRaised = false
    }
}
