import PlayerCore
import PlayerEngine

/// A media source made of values, for harnesses: tracks, cues and a duration, no FFmpeg.
///
/// ```swift
/// let english = TrackInfo(id: TrackID(rawValue: 1), kind: .legible, codec: "subrip",
///                         language: "en")
/// let source = SyntheticSource(
///     duration: .seconds(60), tracks: [english],
///     cues: [english.id: [Cue(start: .seconds(1), end: .seconds(4), text: "Hello")]])
/// ```
///
/// A track listed in `failingTracks` fails to read with
/// ``MediaError/truncatedOrCorrupt(path:detail:)``, to test how a player carries on.
public struct SyntheticSource: PlayerSource {
    /// The program's length.
    public var duration: MediaTime?
    /// Every track, in display order.
    public var tracks: [TrackInfo]
    /// Each legible track's cues, in any order.
    public var cues: [TrackID: [Cue]]
    /// The program's title metadata.
    public var metadata: TitleMetadata
    /// Tracks whose reading fails.
    public var failingTracks: Set<TrackID>
    /// The program's chapters, in order.
    public var chapters: [MediaChapter]
    /// The path its catalog gives ("synthetic"), as a file's would.
    public var path: String

    /// A source with the given parts.
    public init(
        duration: MediaTime?, tracks: [TrackInfo], cues: [TrackID: [Cue]] = [:],
        metadata: TitleMetadata = TitleMetadata(), failingTracks: Set<TrackID> = [],
        chapters: [MediaChapter] = [], path: String = "synthetic"
    ) {
        self.path = path
        self.duration = duration
        self.tracks = tracks
        self.cues = cues
        self.metadata = metadata
        self.failingTracks = failingTracks
        self.chapters = chapters
    }

    /// A reader over these values.
    public func openReader() throws(MediaError) -> any CueReader {
        SyntheticReader(source: self)
    }
}

/// Reads a ``SyntheticSource``'s values as a media reader would.
final class SyntheticReader: CueReader {
    private let source: SyntheticSource
    private var isClosed = false

    init(source: SyntheticSource) {
        self.source = source
    }

    var catalog: MediaCatalog {
        MediaCatalog(
            path: source.path, formatName: "synthetic", duration: source.duration,
            metadata: source.metadata, tracks: source.tracks, chapters: source.chapters)
    }

    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        try requireReadable(track)
        return CueReading(cues: CaptionTimeline(cues: source.cues[track] ?? []).cues)
    }

    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        try cues(of: track).filter { $0.isActive(at: time) }
    }

    func close() {
        isClosed = true
    }

    private func requireReadable(_ track: TrackID) throws(MediaError) {
        let path = "synthetic"
        guard !isClosed else { throw .closed(path: path) }
        guard let info = source.tracks.first(where: { $0.id == track }) else {
            throw .unknownTrack(path: path, track: track)
        }
        guard info.kind == .legible else { throw .notLegible(path: path, track: track) }
        guard !source.failingTracks.contains(track) else {
            throw .truncatedOrCorrupt(path: path, detail: "track \(track.rawValue) is damaged")
        }
    }
}
