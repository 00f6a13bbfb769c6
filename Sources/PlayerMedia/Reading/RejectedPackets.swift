internal import PlayerCore

/// The packets of one track that its decoder rejected during a read: how many, and the first
/// one's time and cause.
struct RejectedPackets: Equatable {
    /// How many were rejected.
    private(set) var count = 0
    /// The first one's media time, when it had one.
    private(set) var firstAt: MediaTime?
    /// The decoder's word for the first one.
    private(set) var firstDetail = ""

    /// Counts one more rejected packet, at `time`, for `detail`.
    mutating func note(detail: String, at time: MediaTime?) {
        if count == 0 {
            firstAt = time
            firstDetail = detail
        }
        count += 1
    }

    /// What the read of `path` that gave `cuesRead` cues skipped; nil when nothing was
    /// rejected.
    func skipped(in path: String, cuesRead: Int) -> SkippedPackets? {
        guard count > 0 else { return nil }
        return SkippedPackets(
            path: path, count: count, firstAt: firstAt, detail: firstDetail, cuesRead: cuesRead)
    }
}
