/// The cues of one track, sorted by start, answering "which cues are on screen at time t".
///
/// Lookups are amortized O(1) while time moves forward (a cursor walks the sorted cues) and
/// O(log n + k) after a jump backward or far forward, where k is the number of cues that
/// overlap the new time. Overlapping cues are all reported, in order of start time.
///
/// ```swift
/// var timeline = CaptionTimeline(cues: cues)
/// if timeline.advance(to: .seconds(12)) {
///     print(timeline.activeCues.map(\.text))   // changed since the last call
/// }
/// ```
public struct CaptionTimeline: Sendable {
    /// Every cue, sorted by start time (ties keep their input order).
    public internal(set) var cues: [Cue]
    /// `latestEnd[i]` is the latest end among `cues[0...i]`, so a backward scan knows when to stop.
    private var latestEnd: [MediaTime]
    /// Index of the first cue whose start is after the current time.
    private var nextIndex = 0
    /// Indices of the cues on screen at the current time, ascending.
    private var activeIndices: [Int] = []
    /// The time of the last lookup.
    private var currentTime = MediaTime(microseconds: .min)

    /// A timeline over `cues`, in any order (cues already in order are kept as they are,
    /// without a sorted copy).
    public init(cues: [Cue]) {
        let isSorted = zip(cues, cues.dropFirst()).allSatisfy { $0.start <= $1.start }
        let sorted =
            isSorted
            ? cues
            : cues.enumerated().sorted {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            }.map(\.element)
        self.cues = sorted
        var latest = MediaTime(microseconds: .min)
        self.latestEnd = sorted.map { cue in
            latest = max(latest, cue.end)
            return latest
        }
        activeIndices.reserveCapacity(8)
    }

    /// The cues on screen at the time of the last ``advance(to:)``, in order of start time.
    public var activeCues: [Cue] {
        activeIndices.map { cues[$0] }
    }

    /// The positions in ``cues`` of the cues on screen, ascending.
    public var activeCueIndices: [Int] {
        activeIndices
    }

    /// The next time after the last lookup at which the set of active cues can change, if any.
    public var nextBoundary: MediaTime? {
        var boundary = nextIndex < cues.count ? cues[nextIndex].start : nil
        for index in activeIndices where boundary.map({ cues[index].end < $0 }) ?? true {
            boundary = cues[index].end
        }
        return boundary
    }

    /// Moves to `time` and reports whether the set of active cues changed.
    @discardableResult
    public mutating func advance(to time: MediaTime) -> Bool {
        defer { currentTime = time }
        if time >= currentTime && isNearby(time) {
            return stepForward(to: time)
        }
        return jump(to: time)
    }

    /// Whether moving forward to `time` passes only a few cue starts (else a jump is cheaper).
    private func isNearby(_ time: MediaTime) -> Bool {
        let lookahead = min(nextIndex + 16, cues.count)
        return lookahead == cues.count || cues[lookahead - 1].start > time
    }

    private mutating func stepForward(to time: MediaTime) -> Bool {
        var changed = false
        var write = 0
        for read in activeIndices.indices {
            let index = activeIndices[read]
            if cues[index].end > time {
                activeIndices[write] = index
                write += 1
            } else {
                changed = true
            }
        }
        activeIndices.removeLast(activeIndices.count - write)
        while nextIndex < cues.count && cues[nextIndex].start <= time {
            if cues[nextIndex].end > time {
                activeIndices.append(nextIndex)
                changed = true
            }
            nextIndex += 1
        }
        return changed
    }

    private mutating func jump(to time: MediaTime) -> Bool {
        let previous = activeIndices
        nextIndex = firstIndex(startingAfter: time)
        activeIndices.removeAll(keepingCapacity: true)
        var index = nextIndex - 1
        while index >= 0 && latestEnd[index] > time {
            if cues[index].end > time {
                activeIndices.append(index)
            }
            index -= 1
        }
        activeIndices.reverse()
        return activeIndices != previous
    }

    /// The first cue whose start is after `time` (binary search).
    private func firstIndex(startingAfter time: MediaTime) -> Int {
        cues.partitioningIndex { $0.start > time }
    }
}
