#if canImport(Glibc)
    import Glibc
#endif

/// A reading of a monotonic host clock, in whole nanoseconds.
///
/// Host time only moves forward and has no relation to the calendar; the player maps it to
/// media time through a ``MediaClock``.
public struct HostTime: Hashable, Comparable, Sendable {
    /// Nanoseconds since the clock's arbitrary origin.
    public var nanoseconds: Int64

    /// The host time `nanoseconds` after the clock's origin.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The clock's origin.
    public static let zero = HostTime(nanoseconds: 0)

    /// The host time `value` whole seconds after the origin.
    public static func seconds(_ value: Int64) -> HostTime {
        HostTime(nanoseconds: value * 1_000_000_000)
    }

    /// The host time `value` whole milliseconds after the origin.
    public static func milliseconds(_ value: Int64) -> HostTime {
        HostTime(nanoseconds: value * 1_000_000)
    }

    /// The time `media` later, counting one media microsecond as one host microsecond.
    public func advanced(by media: MediaTime) -> HostTime {
        HostTime(nanoseconds: nanoseconds &+ media.microseconds &* 1_000)
    }

    /// The span from `earlier` to this time, in nanoseconds.
    public func nanoseconds(since earlier: HostTime) -> Int64 {
        nanoseconds &- earlier.nanoseconds
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: HostTime, rhs: HostTime) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}

/// A source of monotonic host time, injected into whatever drives the player.
///
/// The core never reads a clock itself: callers read one and pass the time to
/// ``PlayerState/apply(_:at:)``. Tests use a clock they move by hand.
public protocol PlayerClock: Sendable {
    /// The current host time.
    var now: HostTime { get }

    /// Waits until the clock reads `deadline` or later (at once when it already does). A clock
    /// a test moves by hand moves itself there instead.
    func sleep(until deadline: HostTime)

    /// Waits until the clock reads `deadline` (for ever when nil) or until `signal` is raised,
    /// whichever comes first, lowering a raised signal: the one way a run loop waits, for the
    /// next instant something happens or for an input. By default a raised signal returns at
    /// once, a deadline is slept until (``sleep(until:)``, so a clock a test moves by hand moves
    /// there) and no deadline waits for the signal.
    func wait(until deadline: HostTime?, orUntil signal: WakeSignal)
}

extension PlayerClock {
    /// Sleeps the thread for the span between now and `deadline`.
    public func sleep(until deadline: HostTime) {
        let span = deadline.nanoseconds(since: now)
        guard span > 0 else { return }
        var request = timespec(
            tv_sec: Int(span / 1_000_000_000), tv_nsec: Int(span % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR {
            request = remaining
        }
    }

    /// Returns at once when `signal` was raised; else sleeps until `deadline`, or waits for
    /// `signal` when there is none.
    public func wait(until deadline: HostTime?, orUntil signal: WakeSignal) {
        guard !signal.lowerIfRaised() else { return }
        guard let deadline else { return signal.wait() }
        sleep(until: deadline)
    }
}

/// The machine's monotonic clock, for the engine and the CLI (never read by the reducer).
public struct MonotonicClock: PlayerClock {
    private let origin = ContinuousClock.now

    /// A clock whose origin is the moment it was made.
    public init() {}

    /// Nanoseconds elapsed since this clock was made.
    public var now: HostTime {
        let elapsed = origin.duration(to: .now).components
        return HostTime(
            nanoseconds: elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }

    /// Waits on the machine's time until `deadline` or until `signal` is raised, whichever
    /// comes first: an input wakes the wait at once.
    public func wait(until deadline: HostTime?, orUntil signal: WakeSignal) {
        guard let deadline else { return signal.wait() }
        signal.wait(until: deadline, on: self)
    }
}
