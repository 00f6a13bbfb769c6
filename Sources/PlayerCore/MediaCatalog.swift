/// What opening a source found: its format, length, title and every track (in the container,
/// beside it as sidecar files, in playlist renditions, as closed-caption channels), with the
/// warnings opening raised. A plain value; reading the tracks is the source's reader's job.
public struct MediaCatalog: Hashable, Sendable {
    /// The path or URL as given.
    public var path: String
    /// The container format's name ("matroska,webm", "mpegts", "webvtt").
    public var formatName: String
    /// The program's length; nil when live or unknown.
    public var duration: MediaTime?
    /// The newest time available, for a live stream (a playlist still growing); nil for
    /// on-demand media.
    public var liveEdge: MediaTime?
    /// Where playback begins when the source says (a live stream's join point three target
    /// durations from its end, a playlist's `EXT-X-START`); nil for the start, or the live
    /// edge of a live source that does not say.
    public var startPosition: MediaTime?
    /// The container's start time, already subtracted from every time the source reports.
    public var startTime: MediaTime
    /// The program's title metadata.
    public var metadata: TitleMetadata
    /// Every track, in id order.
    public var tracks: [TrackInfo]
    /// What went wrong without stopping the source (an unsupported codec, a re-encoded
    /// sidecar), in the order found.
    public var warnings: [MediaWarning]
    /// The title's chapters, in order of start: the container's, else those of a WebVTT
    /// chapter file beside it (`film.chapters.vtt`); empty when it has none.
    public var chapters: [MediaChapter]
    /// Whether the source is a caption file played by itself (`play film.srt`): what the
    /// viewer asked to see is its captions, shown whatever the caption setting.
    public var isCaptionFile = false

    /// A catalog with the given parts.
    public init(
        path: String, formatName: String, duration: MediaTime?, liveEdge: MediaTime? = nil,
        startPosition: MediaTime? = nil, startTime: MediaTime = .zero,
        metadata: TitleMetadata = TitleMetadata(),
        tracks: [TrackInfo], warnings: [MediaWarning] = [], chapters: [MediaChapter] = []
    ) {
        self.path = path
        self.formatName = formatName
        self.duration = duration
        self.liveEdge = liveEdge
        self.startPosition = startPosition
        self.startTime = startTime
        self.metadata = metadata
        self.tracks = tracks
        self.warnings = warnings
        self.chapters = chapters
    }

    /// Whether the source is a live stream.
    public var isLive: Bool { liveEdge != nil }

    /// What the player's state starts from.
    public var sourceDescription: SourceDescription {
        SourceDescription(
            duration: duration, liveEdge: liveEdge, startPosition: startPosition, tracks: tracks,
            metadata: metadata, isCaptionFile: isCaptionFile)
    }
}
