/// Ticks timed in blocks rather than one by one: a quiet tick (one that changes nothing) costs
/// less than the timer's own step, so a median of single ticks reads the timer. A block of
/// ``ticksPerBlock`` ticks is timed with one pair of clock reads, the timer's cost is taken
/// off, and only the blocks in which no tick changed anything count.
enum QuietTickTiming {
    /// Ticks a block: enough that the timer's 10 ns step is a fraction of a nanosecond a tick,
    /// few enough that about half the blocks of a 60-a-second film are quiet (the spoken time
    /// moves once a second).
    static let ticksPerBlock = 32

    /// The median cost of one tick over the quiet blocks of `tickCount` ticks. `runTicks` runs
    /// the ticks of a range of tick indices (it is what is timed); `blockWasQuiet`, asked
    /// after each block and not timed, tells whether no tick in it changed anything.
    /// `timerFloor` is the timer's own cost (``emptyIntervalNanoseconds()``).
    static func medianQuietTickNanoseconds(
        tickCount: Int, timerFloor: UInt64, runTicks: (Range<Int>) -> Void,
        blockWasQuiet: () -> Bool
    ) -> Double {
        var perTick: [Double] = []
        perTick.reserveCapacity(tickCount / ticksPerBlock + 1)
        var first = 0
        while first < tickCount {
            let ticks = first..<min(first + ticksPerBlock, tickCount)
            let start = monotonicNanoseconds()
            runTicks(ticks)
            let elapsed = monotonicNanoseconds() - start
            if blockWasQuiet() {
                let net = elapsed > timerFloor ? elapsed - timerFloor : 0
                perTick.append(Double(net) / Double(ticks.count))
            }
            first = ticks.upperBound
        }
        return perTick.isEmpty ? .nan : median(perTick)
    }
}

/// The median of an interval with nothing in it, timed as a tick is: the least a per-tick
/// median can read, and what a timed block costs beyond its ticks.
func emptyIntervalNanoseconds() -> UInt64 {
    var nanoseconds = [UInt64](repeating: 0, count: 100_000)
    for index in nanoseconds.indices {
        let start = monotonicNanoseconds()
        nanoseconds[index] = monotonicNanoseconds() - start
    }
    nanoseconds.sort()
    return nanoseconds[nanoseconds.count / 2]
}
