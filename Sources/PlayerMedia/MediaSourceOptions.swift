public import PlayerCaptions
public import PlayerCore

/// How ``MediaSource/open(path:options:)`` opens its input: extra caption files, sidecar discovery and what the
/// demuxer may open besides the file itself.
public struct MediaSourceOptions: Sendable {
    /// Caption files to add as legible tracks, after any discovered sidecars.
    public var extraSubtitlePaths: [String]
    /// Whether files beside the media named after it (`name.en.srt` …) become tracks.
    public var discoverSidecars: Bool
    /// Protocols FFmpeg may use for a local path. Only `file` by default.
    public var allowedProtocols: [String]
    /// Protocols FFmpeg may use when the source is given as a URL (a remote playlist and its
    /// segments).
    public var allowedURLProtocols: [String]
    /// Whether a playlist on disk may open files in its own folder and below it (an HLS package
    /// as it is saved). On by default; a reference outside that folder, or to a URL, is always
    /// refused. Off: a playlist on disk may open nothing but itself.
    public var allowsPlaylistEntriesBesideIt: Bool
    /// How far before a requested time ``OpenedMediaSource/activeCues(of:at:)`` starts reading, so that
    /// a cue that began earlier is still found.
    public var activeCueLookback: MediaTime
    /// How long FFmpeg may take to open the source and read enough to know its streams; past
    /// it, opening stops with ``MediaError/openTimedOut(path:seconds:)``.
    public var openTimeLimit: Duration
    /// Whether opening reads the first seconds of video to find the CEA-608 channels that
    /// carry captions and lists them as tracks. On by default. Off, no packet is read when
    /// opening: only the channels a playlist declares are listed, so a reader that wants one
    /// container stream or sidecar opens faster.
    public var findsClosedCaptions: Bool
    /// The wall clock a dynamic (live) DASH MPD's segment availability is read from
    /// (`availabilityStartTime` is a wall-clock instant): the system's by default; a test
    /// injects its own.
    public var wallClock: @Sendable () -> HLSDateTime = HLSDateTime.systemNow

    /// Options with every default: sidecars discovered, only local files readable.
    public init(
        extraSubtitlePaths: [String] = [], discoverSidecars: Bool = true,
        allowedProtocols: [String] = ["file"],
        allowedURLProtocols: [String] = ["http", "https", "tls", "tcp", "crypto"],
        allowsPlaylistEntriesBesideIt: Bool = true,
        activeCueLookback: MediaTime = .seconds(30), openTimeLimit: Duration = .seconds(20),
        findsClosedCaptions: Bool = true
    ) {
        self.extraSubtitlePaths = extraSubtitlePaths
        self.discoverSidecars = discoverSidecars
        self.allowedProtocols = allowedProtocols
        self.allowedURLProtocols = allowedURLProtocols
        self.allowsPlaylistEntriesBesideIt = allowsPlaylistEntriesBesideIt
        self.activeCueLookback = activeCueLookback
        self.openTimeLimit = openTimeLimit
        self.findsClosedCaptions = findsClosedCaptions
    }
}
