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

    /// Moves the clock on by `span`.
    public func advance(by span: MediaTime) {
        current.withLock { $0 = $0.advanced(by: span) }
    }
}
