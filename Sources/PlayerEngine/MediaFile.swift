import PlayerCore
import PlayerMedia

/// A media file or URL opened with FFmpeg, with extra caption files beside it.
public struct MediaFile: PlayerSource {
    /// The path or URL of the media.
    public var path: String
    /// How the media is opened: sidecars, extra caption files, allowed protocols.
    public var options: MediaSourceOptions

    /// The media at `path`, with `extraSubtitlePaths` added as caption tracks.
    public init(
        path: String, extraSubtitlePaths: [String] = [], options: MediaSourceOptions = .init()
    ) {
        self.path = path
        var options = options
        options.extraSubtitlePaths += extraSubtitlePaths
        self.options = options
    }

    /// Opens the media with FFmpeg (headers only).
    public func openReader() throws(MediaError) -> any CueReader {
        try MediaSource(path: path, options: options)
    }
}

extension MediaSource: CueReader {
    /// The source's length, tracks and title, for ``EngineEvent/sourceOpened(_:)``.
    public var sourceDescription: SourceDescription {
        SourceDescription(duration: duration, tracks: tracks, metadata: metadata)
    }
}
