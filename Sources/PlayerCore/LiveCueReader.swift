/// A reader of a source whose end moves (a live stream): the player reloads it when
/// ``nextReloadDelay`` has passed and learns the new live edge and the cues added.
public protocol LiveCueReader: CueReader {
    /// How long after the last reload (or the opening) to reload next.
    var nextReloadDelay: MediaTime { get }
    /// Reads what the source gained since the last reload; blocks while it fetches.
    func reload() throws(MediaError) -> LiveUpdate
    /// Breaks a blocking reload, from any thread: it then throws
    /// ``MediaError/interrupted(path:)``.
    var interruption: @Sendable () -> Void { get }
}

/// What a reload of a live source found.
public struct LiveUpdate: Hashable, Sendable {
    /// The newest time now available.
    public var liveEdge: MediaTime
    /// The cues each caption track gained, sorted by start.
    public var addedCues: [TrackID: [Cue]]
    /// Why the stream is over (it ended, or stopped growing); nil while it goes on.
    public var end: String?
    /// How long to wait before the next reload.
    public var nextReloadDelay: MediaTime
    /// The new segments of caption tracks that could not be read; the others' cues are in
    /// ``addedCues``.
    public var lostSegments: [SegmentLoss]

    /// An update with the given parts.
    public init(
        liveEdge: MediaTime, addedCues: [TrackID: [Cue]] = [:], end: String? = nil,
        nextReloadDelay: MediaTime, lostSegments: [SegmentLoss] = []
    ) {
        self.liveEdge = liveEdge
        self.addedCues = addedCues
        self.end = end
        self.nextReloadDelay = nextReloadDelay
        self.lostSegments = lostSegments
    }
}
