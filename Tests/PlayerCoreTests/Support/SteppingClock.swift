import PlayerCore

/// A host clock the test moves by hand.
struct SteppingClock: PlayerClock {
    var now = HostTime.zero

    mutating func advance(by span: MediaTime) {
        now = now.advanced(by: span)
    }
}
