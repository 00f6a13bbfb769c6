/// Something a player can play: it opens readers of the same media, one per thread that
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
    /// What opening found: format, length, title, tracks and warnings (warnings may grow as
    /// tracks are read).
    var catalog: MediaCatalog { get }
    /// Every cue of one legible track that could be read, sorted by start, and whether the
    /// read stopped before the end of the file (a file cut off, damaged data).
    func readCues(of track: TrackID) throws(MediaError) -> CueReading
    /// The cues of `track` on screen at `time`, read as quickly as possible.
    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue]
    /// Releases everything the reader holds; later reads fail. Safe to call twice.
    func close()
}

extension CueReader {
    /// Every cue of one legible track, sorted by start; a read that stops before the end of
    /// the file throws ``MediaError/truncatedOrCorrupt(path:detail:)`` instead of giving part.
    public func cues(of track: TrackID) throws(MediaError) -> [Cue] {
        try readCues(of: track).wholeCues()
    }

    /// The length, tracks and title metadata the player's state starts from.
    public var sourceDescription: SourceDescription { catalog.sourceDescription }
}
