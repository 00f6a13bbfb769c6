import PlayerCore

/// A ``RecognizingReader`` over a live source's reader, which stays live: the player reloads
/// the source through it (the cues a reload adds come as the source gives them), and reads
/// tracks (whole or progressively) and the cues at an instant through the recognising reader.
final class RecognizingLiveReader: LiveCueReader, ProgressiveCueReader {
    private let recognizing: RecognizingReader
    private let live: any LiveCueReader

    init(recognizing: RecognizingReader, live: any LiveCueReader) {
        self.recognizing = recognizing
        self.live = live
    }

    var catalog: MediaCatalog { recognizing.catalog }
    var nextReloadDelay: MediaTime { live.nextReloadDelay }
    var interruption: @Sendable () -> Void { live.interruption }

    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        try recognizing.readCues(of: track)
    }

    func readCues(
        of track: TrackID, from position: MediaTime,
        deliver: @escaping @Sendable (FinishedCues) -> Void
    ) throws(MediaError) -> CueReading {
        try recognizing.readCues(of: track, from: position, deliver: deliver)
    }

    var prioritization: @Sendable (MediaTime) -> Void { recognizing.prioritization }

    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        try recognizing.activeCues(of: track, at: time)
    }

    func reload() throws(MediaError) -> LiveUpdate {
        try live.reload()
    }

    func close() {
        recognizing.close()
    }
}
