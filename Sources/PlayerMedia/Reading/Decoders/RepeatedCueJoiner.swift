internal import PlayerCore

/// Joins the copies of a cue that a live packager writes into every fragment the cue spans
/// (each MP4 `stpp` sample a whole TTML document of its segment's cues) into one cue.
///
/// A cue repeats one of the previous sample's when it says the same (text, styling, speaker,
/// layout) and starts no later than that one ends: adjoining ("00:06 → 00:12" after
/// "00:00 → 00:06") or overlapping (the same times repeated). The previous sample's cues that
/// end last, the ones at the fragment boundary, are held until the next sample shows whether
/// it continues them, and a continuation lengthens them; every other cue is released at once,
/// and a later copy that falls within one of them adds nothing.
struct RepeatedCueJoiner {
    /// The latest sample's cues that reach its last end, lengthened by what continued them.
    private var held: [Cue] = []
    /// The cues the latest sample released.
    private var released: [Cue] = []

    /// The cues finished by one more sample's `cues`, sorted by start.
    mutating func take(_ cues: [Cue]) -> [Cue] {
        var continued: [Cue] = []
        var fresh: [Cue] = []
        var open = held
        for cue in cues {
            if released.contains(where: { Self.isContinued($0, by: cue) && cue.end <= $0.end }) {
                continue
            }
            if let index = open.firstIndex(where: { Self.isContinued($0, by: cue) }) {
                var joined = open.remove(at: index)
                joined.end = max(joined.end, cue.end)
                continued.append(joined)
            } else if let index = continued.firstIndex(where: { Self.isContinued($0, by: cue) }) {
                continued[index].end = max(continued[index].end, cue.end)
            } else {
                fresh.append(cue)
            }
        }
        let current = continued + fresh
        let lastEnd = current.map(\.end).max()
        held = current.filter { $0.end == lastEnd }
        released = (open + current.filter { $0.end != lastEnd }).sorted { $0.start < $1.start }
        return released
    }

    /// Ends at `time` the held cues that end at `end` (content a sample's document left
    /// open, shown until the next sample replaces the document); a copy in the next sample
    /// still continues them.
    mutating func endHeldCues(endingAt end: MediaTime, at time: MediaTime) {
        for index in held.indices where held[index].end == end {
            held[index].end = max(time, held[index].start)
        }
    }

    /// The cues still held, when the track ends.
    mutating func finish() -> [Cue] {
        defer { reset() }
        return held
    }

    /// Forgets the held and released cues (after a seek).
    mutating func reset() {
        held = []
        released = []
    }

    /// Whether `later` repeats `earlier`: the same content, starting no later than it ends.
    private static func isContinued(_ earlier: Cue, by later: Cue) -> Bool {
        guard later.start <= earlier.end, later.end >= earlier.start else { return false }
        var copy = later
        copy.start = earlier.start
        copy.end = earlier.end
        copy.identifier = earlier.identifier
        return copy == earlier
    }
}
