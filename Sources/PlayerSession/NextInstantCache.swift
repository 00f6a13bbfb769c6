import PlayerCore

/// The next instant at which something can happen, as ``PlayerSession/nextEventTime()`` last
/// worked it out, kept while only quiet ticks come: a tick that changed nothing (no control,
/// caption, state, script line, request or output) leaves every candidate instant where it
/// was, so the instant stays right until time reaches it. Every other input forgets it.
///
/// A tick can make an instant unreachable (the position held at a live edge never reaches a
/// caption boundary beyond it); the instant kept is then earlier than a new search would
/// give, and the clock visits it for nothing. It is never later: no instant is skipped.
struct NextInstantCache {
    private var isKnown = false
    private var instant: HostTime?

    /// The instant kept, when it is still ahead of `now` (nil inside for nothing to come); nil
    /// when it must be searched for again.
    @inline(__always)
    func instant(after now: HostTime) -> HostTime?? {
        guard isKnown else { return nil }
        if let instant, instant <= now { return nil }
        return .some(instant)
    }

    /// Keeps `instant`, the search's answer at the current time.
    @inline(__always)
    mutating func remember(_ instant: HostTime?) {
        self.instant = instant
        isKnown = true
    }

    /// Drops what was kept: something other than a quiet tick happened.
    @inline(__always)
    mutating func forget() {
        isKnown = false
    }
}
