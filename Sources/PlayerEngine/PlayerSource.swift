import PlayerCore
import PlayerMedia

/// Something a ``Player`` can play: it opens readers of the same media, one per thread that
/// reads it.
///
/// The player opens one reader on the caller's thread (for the source's description and the
/// cues at a seek target) and one on its background loader thread (for whole caption tracks).
public protocol PlayerSource: Sendable {
    /// Opens a new reader; the reader belongs to the calling thread from then on.
    func openReader() throws(MediaError) -> any CueReader
}

/// An open source's description and captions, confined to the thread that opened it.
public protocol CueReader: AnyObject {
    /// The length, tracks and title metadata the player's state starts from.
    var sourceDescription: SourceDescription { get }
    /// Every cue of one legible track, sorted by start.
    func cues(of track: TrackID) throws(MediaError) -> [Cue]
    /// The cues of `track` on screen at `time`, read as quickly as possible.
    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue]
    /// Releases everything the reader holds; later reads fail. Safe to call twice.
    func close()
}

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
