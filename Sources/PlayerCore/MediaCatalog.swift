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
    /// Whether the source is a live stream (a playlist still growing).
    public var isLive: Bool
    /// The container's start time, already subtracted from every time the source reports.
    public var startTime: MediaTime
    /// The program's title metadata.
    public var metadata: TitleMetadata
    /// Every track, in id order.
    public var tracks: [TrackInfo]
    /// What went wrong without stopping the source (an unsupported codec, a re-encoded
    /// sidecar), in the order found.
    public var warnings: [MediaWarning]

    /// A catalog with the given parts.
    public init(
        path: String, formatName: String, duration: MediaTime?, isLive: Bool = false,
        startTime: MediaTime = .zero, metadata: TitleMetadata = TitleMetadata(),
        tracks: [TrackInfo], warnings: [MediaWarning] = []
    ) {
        self.path = path
        self.formatName = formatName
        self.duration = duration
        self.isLive = isLive
        self.startTime = startTime
        self.metadata = metadata
        self.tracks = tracks
        self.warnings = warnings
    }

    /// What the player's state starts from.
    public var sourceDescription: SourceDescription {
        SourceDescription(duration: duration, tracks: tracks, metadata: metadata)
    }
}
