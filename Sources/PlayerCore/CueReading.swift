/// What reading one caption track gave: its cues, whether the read reached the end of the
/// file or stopped early, the packets it skipped as damaged on the way, and the segments of a
/// segmented track it could not read.
public struct CueReading: Hashable, Sendable {
    /// The cues read, sorted by start.
    public var cues: [Cue]
    /// Why the read stopped before the end of what the file states; nil when it was whole.
    public var incomplete: IncompleteRead?
    /// The packets the decoder could not read, skipped while the rest was read; nil when
    /// there were none.
    public var skipped: SkippedPackets?
    /// The segments that could not be read, in timeline order; the cues of the others are in
    /// ``cues``.
    public var lostSegments: [SegmentLoss]

    /// A read that gave `cues`, whole unless `incomplete`, `skipped` or `lostSegments` says
    /// otherwise.
    public init(
        cues: [Cue], incomplete: IncompleteRead? = nil, skipped: SkippedPackets? = nil,
        lostSegments: [SegmentLoss] = []
    ) {
        self.cues = cues
        self.incomplete = incomplete
        self.skipped = skipped
        self.lostSegments = lostSegments
    }

    /// The sentences saying what the read missed (each segment lost, which packets it skipped,
    /// where it stopped early), each naming the file; empty when it read everything.
    public var shortfalls: [String] {
        lostSegments.map(\.description)
            + [skipped?.description, incomplete?.description].compactMap { $0 }
    }

    /// The cues of a whole read; a read that lost a segment, skipped packets or stopped early
    /// throws the ``SegmentLoss/error``, ``SkippedPackets/error`` or ``IncompleteRead/error``,
    /// for callers that want every cue or none.
    public func wholeCues() throws(MediaError) -> [Cue] {
        if let lost = lostSegments.first {
            throw lost.error
        }
        if let skipped {
            throw skipped.error
        }
        if let incomplete {
            throw incomplete.error
        }
        return cues
    }
}

/// A caption read that stopped before the end of the file: why, and how far it got.
///
/// The cues read up to that point are good; what follows is missing. ``description`` is the
/// sentence to show ("film.mkv: the file ends early (damaged or truncated) at 00:00:41.208 of
/// 00:01:00.046; 7 cues read").
public struct IncompleteRead: Hashable, Sendable, CustomStringConvertible {
    /// What stopped the read.
    public enum Cause: Hashable, Sendable {
        /// The file ends before its structure says it does (a download cut off, a copy that
        /// stopped).
        case endsEarly
        /// The data is damaged where reading stopped; `detail` is FFmpeg's or the reader's
        /// word for how.
        case damaged(detail: String)
    }

    /// The file concerned.
    public var path: String
    /// What stopped the read.
    public var cause: Cause
    /// The media time reading had reached when it stopped; nil when it stopped before any
    /// timed data.
    public var reached: MediaTime?
    /// The program's stated length, when the file states one.
    public var duration: MediaTime?
    /// How many cues were read before it stopped.
    public var cuesRead: Int

    /// A read of `path` that `cause` stopped at `reached`, with `cuesRead` cues.
    public init(
        path: String, cause: Cause, reached: MediaTime?, duration: MediaTime?, cuesRead: Int
    ) {
        self.path = path
        self.cause = cause
        self.reached = reached
        self.duration = duration
        self.cuesRead = cuesRead
    }

    /// The sentence shown to the user: the file, the cause, the time reached, the cues read.
    public var description: String {
        let what =
            switch cause {
            case .endsEarly: "the file ends early (damaged or truncated)"
            case .damaged(let detail): "the data is damaged (\(detail)); reading stopped"
            }
        let place: String
        switch (reached, duration) {
        case (let reached?, let duration?): place = " at \(reached) of \(duration)"
        case (let reached?, nil): place = " at \(reached)"
        case (nil, _): place = " before any timed data"
        }
        let count = cuesRead == 1 ? "1 cue read" : "\(cuesRead) cues read"
        return "\(path): \(what)\(place); \(count)"
    }

    /// The error a caller that wants every cue or none reports.
    public var error: MediaError {
        .truncatedOrCorrupt(path: path, detail: String(description.dropFirst(path.count + 2)))
    }
}
