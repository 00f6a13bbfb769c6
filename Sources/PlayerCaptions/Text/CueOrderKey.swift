import PlayerCore

/// Where a cue goes among a track's cues: by start, then by its rank (an SSA event's layer,
/// zero in the other formats), then in the order the cues were read.
///
/// ```swift
/// let first = CueOrderKey(start: .seconds(2), rank: 1, sequence: 0)
/// let second = CueOrderKey(start: .seconds(2), rank: 0, sequence: 1)
/// second < first   // true: the lower layer goes first
/// ```
public struct CueOrderKey: Comparable, Sendable {
    /// When the cue starts.
    public var start: MediaTime
    /// What orders cues of equal start before the reading order does.
    public var rank: Int
    /// The cue's place in reading order.
    public var sequence: Int

    /// The key of the cue read `sequence`-th, starting at `start`, with `rank`.
    public init(start: MediaTime, rank: Int, sequence: Int) {
        self.start = start
        self.rank = rank
        self.sequence = sequence
    }

    /// Whether `left` goes before `right`.
    public static func < (left: CueOrderKey, right: CueOrderKey) -> Bool {
        (left.start, left.rank, left.sequence) < (right.start, right.rank, right.sequence)
    }
}

extension Array where Element == Cue {
    /// The cues sorted by ``CueOrderKey``, `ranks` giving each cue's rank (all zero when nil);
    /// cues already in that order are returned as they are, without a sorted copy.
    public func sortedByOrderKey(ranks: [Int]? = nil) -> [Cue] {
        let key = { (index: Int) in
            CueOrderKey(start: self[index].start, rank: ranks?[index] ?? 0, sequence: index)
        }
        if zip(indices, indices.dropFirst()).allSatisfy({ key($0) < key($1) }) {
            return self
        }
        return indices.sorted { key($0) < key($1) }.map { self[$0] }
    }
}
