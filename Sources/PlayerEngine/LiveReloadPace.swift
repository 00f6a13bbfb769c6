import PlayerCore

/// Keeps a fast player's live reloads as far apart on the wall clock as on its virtual clock.
///
/// A fast clock jumps from one instant to the next, so without this the reloads a live
/// playlist asks for (a target duration apart, RFC 8216 §6.3.4) would all come at once, find
/// nothing new, and end the stream as stopped growing while its server is still writing it.
/// Each reload instead waits until as much wall time has passed since the last one as virtual
/// time has: fast playback of a live stream goes no faster than the stream grows. Manual
/// clocks stay wholly virtual (a test moves them and publishes segments as it likes).
struct LiveReloadPace {
    /// The wall clock the reloads wait on.
    private let wallClock: any PlayerClock
    /// The virtual time of the last reload (or of the opening).
    private var lastVirtual: HostTime
    /// The wall time of the last reload (or of the opening).
    private var lastWall: HostTime

    /// A pace counting from the session's opening at virtual time `start`, waiting on
    /// `wallClock`.
    init(openedAt start: HostTime, on wallClock: any PlayerClock) {
        self.wallClock = wallClock
        lastVirtual = start
        lastWall = wallClock.now
    }

    /// Waits until the wall clock has moved on since the last reload as far as the virtual
    /// clock has (it now reads `virtual`), then counts the next reload from here.
    mutating func waitForReload(at virtual: HostTime) {
        let span = virtual.nanoseconds(since: lastVirtual)
        wallClock.sleep(until: HostTime(nanoseconds: lastWall.nanoseconds + span))
        lastVirtual = virtual
        lastWall = wallClock.now
    }
}
