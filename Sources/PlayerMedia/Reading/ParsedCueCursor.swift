internal import PlayerCore

/// Hands out the cues of a track parsed in full, in order of start, as reading reaches them.
struct ParsedCueCursor {
    /// The track's cues, sorted by start.
    private let cues: [Cue]
    /// The index of the next cue to hand out.
    private var next = 0
    /// Cues that end at or before this time are skipped: they were over before a seek target.
    private var dropsCuesEndingBy: MediaTime?

    /// A cursor at the first of `cues` (sorted by start).
    init(cues: [Cue]) {
        self.cues = cues
    }

    /// The start of the next cue to hand out, in microseconds; nil when all are handed out.
    var nextStart: Int64? {
        next < cues.count ? cues[next].start.microseconds : nil
    }

    /// Goes back to the first cue, skipping from now on those that end by `limit`.
    mutating func rewind(droppingCuesEndingBy limit: MediaTime?) {
        next = 0
        dropsCuesEndingBy = limit
    }

    /// The cues not yet handed out that start at or before `limit` (microseconds).
    mutating func take(startingBy limit: Int64) -> [Cue] {
        var taken: [Cue] = []
        while next < cues.count, cues[next].start.microseconds <= limit {
            let cue = cues[next]
            next += 1
            if dropsCuesEndingBy.map({ cue.end > $0 }) ?? true {
                taken.append(cue)
            }
        }
        return taken
    }
}
