/// What the engine or the system reports to the player; accepted even while locked.
public enum EngineEvent: Hashable, Sendable {
    /// A new source is open: everything about the previous one, user choices included, is
    /// forgotten and the track-selection policy chooses afresh.
    case sourceOpened(SourceDescription)
    /// The source has reached the target of the seek it was asked for, so time moves again.
    case seekCompleted(MediaTime)
    /// A live source has more media: the newest available time.
    case liveEdgeMoved(MediaTime)
    /// The source ran out of media before the stated duration (or with none stated).
    case endOfStream
    /// A screen reader started or stopped; while one runs the controls stay up longer and a
    /// Show controls button stands in for them once hidden.
    case screenReaderChanged(Bool)
    /// The viewer's caption and audio preferences changed.
    case preferencesChanged(TrackPreferences)
    /// The rate slow motion uses changed, as a fraction of normal speed (0 < rate).
    case slowMotionRateChanged(Double)
}

/// What the player needs to know about a newly opened source.
public struct SourceDescription: Hashable, Sendable {
    /// The program's length; nil when live or unknown.
    public var duration: MediaTime?
    /// The newest available time for a live source; nil for on-demand media.
    public var liveEdge: MediaTime?
    /// Where playback begins (``MediaCatalog/startPosition``); nil for the start of on-demand
    /// media and the live edge of a live source.
    public var startPosition: MediaTime?
    /// Every track of the source; audio and legible ones become choices.
    public var tracks: [TrackInfo]
    /// The program's title metadata.
    public var metadata: TitleMetadata
    /// Whether the source is a caption file played by itself (``MediaCatalog/isCaptionFile``).
    public var isCaptionFile: Bool

    /// A description of a source with the given length, start, tracks and metadata.
    public init(
        duration: MediaTime?, liveEdge: MediaTime? = nil, startPosition: MediaTime? = nil,
        tracks: [TrackInfo] = [], metadata: TitleMetadata = TitleMetadata(),
        isCaptionFile: Bool = false
    ) {
        self.duration = duration
        self.liveEdge = liveEdge
        self.startPosition = startPosition
        self.tracks = tracks
        self.metadata = metadata
        self.isCaptionFile = isCaptionFile
    }
}
