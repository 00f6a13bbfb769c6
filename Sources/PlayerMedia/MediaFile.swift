public import PlayerCore

/// A media file or URL opened with FFmpeg, with extra caption files beside it.
public struct MediaFile: PlayerSource {
    /// The path or URL of the media.
    public var path: String
    /// How the media is opened: sidecars, extra caption files, allowed protocols.
    public var options: MediaSourceOptions

    /// The media at `path`, with `extraSubtitlePaths` added as caption tracks and, unless
    /// `discoverSidecars` is false, the caption files found beside it; unless
    /// `findsClosedCaptions` is false, opening looks for CEA-608 channels in the video
    /// (``MediaSourceOptions/findsClosedCaptions``).
    public init(
        path: String, extraSubtitlePaths: [String] = [], discoverSidecars: Bool = true,
        findsClosedCaptions: Bool = true, options: MediaSourceOptions = .init()
    ) {
        self.path = path
        var options = options
        options.extraSubtitlePaths += extraSubtitlePaths
        options.discoverSidecars = options.discoverSidecars && discoverSidecars
        options.findsClosedCaptions = options.findsClosedCaptions && findsClosedCaptions
        self.options = options
    }

    /// Opens the media with FFmpeg (headers only).
    public func openReader() throws(MediaError) -> any CueReader {
        try MediaSource(path: path, options: options)
    }
}

extension MediaSource: LiveCueReader {
    /// What opening the source found, with the warnings raised so far.
    public var catalog: MediaCatalog {
        var catalog = MediaCatalog(
            path: path, formatName: formatName, duration: isLive ? nil : duration,
            liveEdge: liveEdge, startPosition: startPosition,
            startTime: startTime, metadata: metadata, tracks: tracks, warnings: warnings,
            chapters: chapters)
        catalog.isCaptionFile = isCaptionFile
        addChapterFile(to: &catalog)
        return catalog
    }
}
