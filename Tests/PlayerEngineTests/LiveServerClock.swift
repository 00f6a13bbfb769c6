import PlayerCore
import Synchronization

/// A host clock standing in for the wall clock and for a live stream's server at once: it
/// moves only when the player waits on it (straight to the instant waited for, as a
/// `ManualClock` does), and as it passes each instant of its schedule it runs what the server
/// does then (publishes a segment, the viewer closes). The stream grows with the clock the
/// player waits on, not with the machine's, so a test does not depend on how fast the machine
/// is, and a player that stopped waiting would find the stream not grown.
final class LiveServerClock: PlayerClock {
    /// Something the server does at a time.
    typealias Step = (time: MediaTime, action: @Sendable () -> Void)

    private let state: Mutex<(now: HostTime, steps: [Step])>
    private let start: HostTime
    private let settle: @Sendable () -> Void

    /// A clock standing at `start`, running `steps` (at times counted from `start`) as it
    /// passes them, in order; each wait first calls `settle`, which may hold the clock until
    /// work done on another thread is over (as a real clock runs on while that work takes no
    /// time worth counting).
    init(
        start: HostTime = .zero, steps: [Step], settle: @escaping @Sendable () -> Void = {}
    ) {
        self.start = start
        self.settle = settle
        state = Mutex((start, steps.sorted { $0.time < $1.time }))
    }

    /// The host time the clock stands at.
    var now: HostTime {
        state.withLock { $0.now }
    }

    /// Once settled, moves the clock to `deadline` if it stands before it, running the steps
    /// due by then, each once the clock stands at its time.
    func sleep(until deadline: HostTime) {
        settle()
        move(until: deadline, wokenBy: nil)
    }

    /// Once settled, returns at once when `signal` was raised meanwhile (an answer the player's
    /// loader posted while the clock was held); else moves as ``sleep(until:)`` does, but stops
    /// at the first step after which `signal` is raised (a viewer's close wakes the player when
    /// it comes). With no deadline it runs the steps until one raises `signal`, and then waits
    /// for it.
    func wait(until deadline: HostTime?, orUntil signal: WakeSignal) {
        settle()
        guard !signal.lowerIfRaised() else { return }
        move(until: deadline, wokenBy: signal)
        if deadline == nil {
            signal.wait()
        }
    }

    /// Runs the steps due by `deadline` (all of them with none), then stands at `deadline`; a
    /// raised `signal` stops it at the step that raised it, left raised for the waiter.
    private func move(until deadline: HostTime?, wokenBy signal: WakeSignal?) {
        while true {
            let step: Step? = state.withLock { state in
                guard let first = state.steps.first,
                    deadline.map({ start.advanced(by: first.time) <= $0 }) ?? true
                else {
                    if let deadline { state.now = max(state.now, deadline) }
                    return nil
                }
                state.steps.removeFirst()
                state.now = max(state.now, start.advanced(by: first.time))
                return first
            }
            guard let step else { return }
            step.action()
            if let signal, signal.lowerIfRaised() {
                signal.raise()
                return
            }
        }
    }
}
