import PlayerCore
import Synchronization

/// A host clock a test moves by hand, for a player in real-time mode
/// (`.realTime(clock)`): time stands still between calls to ``advance(by:)``, so a real-time
/// test does not depend on how fast the machine is.
public final class ManualClock: PlayerClock {
    private let current: Mutex<HostTime>

    /// A clock standing at `start`.
    public init(start: HostTime = .zero) {
        current = Mutex(start)
    }

    /// The host time the clock stands at.
    public var now: HostTime {
        current.withLock { $0 }
    }

    /// Moves the clock to `deadline` if it stands before it: a run loop waiting on this clock
    /// does not wait at all.
    public func sleep(until deadline: HostTime) {
        current.withLock { $0 = max($0, deadline) }
    }

    /// Moves the clock on by `span`.
    public func advance(by span: MediaTime) {
        current.withLock { $0 = $0.advanced(by: span) }
    }
}
