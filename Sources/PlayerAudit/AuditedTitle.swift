import PlayerCore

/// A title as the audit read it once: its catalog and every legible track's cues. It is also
/// a ``PlayerSource``, so the player-aware checks run the engine on what was read instead of
/// opening and decoding the media again for every player they start.
public struct AuditedTitle: PlayerSource {
    /// What opening the media found.
    public var catalog: MediaCatalog
    /// Each legible track's cues, sorted by start: what was read of a track read in part; a
    /// track that failed to read is missing.
    public var cues: [TrackID: [Cue]]
    /// Why each legible track could not be read, or what a track read in part lost (a
    /// segment, the file's tail, damaged packets).
    public var readErrors: [TrackID: String]

    /// A title of `catalog` with `cues`.
    public init(catalog: MediaCatalog, cues: [TrackID: [Cue]], readErrors: [TrackID: String] = [:])
    {
        self.catalog = catalog
        self.cues = cues
        self.readErrors = readErrors
    }

    /// Opens `source` and reads every legible track (a track that fails, or is read only in
    /// part, is kept in ``readErrors`` with the cues read; opening failures throw).
    public init(reading source: any PlayerSource) throws(MediaError) {
        let reader = try source.openReader()
        defer { reader.close() }
        var cues: [TrackID: [Cue]] = [:]
        var errors: [TrackID: String] = [:]
        for track in reader.catalog.tracks where track.kind == .legible {
            do {
                let reading = try reader.readCues(of: track.id)
                cues[track.id] = reading.cues
                if !reading.shortfalls.isEmpty {
                    errors[track.id] = reading.shortfalls.joined(separator: "; ")
                }
            } catch {
                errors[track.id] = error.description
            }
        }
        self.init(catalog: reader.catalog, cues: cues, readErrors: errors)
    }

    /// The video's frame rate, or nil when no video track states one.
    public var videoFrameRate: Double? {
        catalog.tracks.first { $0.kind == .video && ($0.frameRate ?? 0) > 0 }?.frameRate
    }

    /// A reader over the values read.
    public func openReader() throws(MediaError) -> any CueReader {
        AuditedTitleReader(title: self)
    }
}

/// Serves an ``AuditedTitle``'s values to a player.
final class AuditedTitleReader: CueReader {
    private let title: AuditedTitle

    init(title: AuditedTitle) {
        self.title = title
    }

    var catalog: MediaCatalog { title.catalog }

    /// The track's cues as read (in part, for a track that lost some); a track that could
    /// not be read at all throws its error again.
    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        if let cues = title.cues[track] {
            return CueReading(cues: cues)
        }
        if let detail = title.readErrors[track] {
            throw .truncatedOrCorrupt(path: title.catalog.path, detail: detail)
        }
        return CueReading(cues: [])
    }

    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        try cues(of: track).filter { $0.isActive(at: time) }
    }

    func close() {}
}
