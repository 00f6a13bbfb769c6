import PlayerCore
import PlayerOCR
import Testing

/// A live source read through the recogniser stays live: the player can reload it.
@Suite struct RecognizingLiveSourceTests {
    /// A live source of no tracks whose every reload moves the edge on by 2 s.
    private struct GrowingSource: PlayerSource {
        func openReader() throws(MediaError) -> any CueReader { GrowingReader() }
    }

    private final class GrowingReader: LiveCueReader {
        var edge = MediaTime.seconds(6)
        var catalog: MediaCatalog {
            MediaCatalog(
                path: "live.m3u8", formatName: "hls", duration: nil, liveEdge: edge, tracks: [])
        }
        var nextReloadDelay: MediaTime { .seconds(2) }
        var interruption: @Sendable () -> Void { {} }
        func readCues(of track: TrackID) throws(MediaError) -> CueReading { CueReading(cues: []) }
        func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] { [] }
        func reload() throws(MediaError) -> LiveUpdate {
            edge = edge + .seconds(2)
            return LiveUpdate(liveEdge: edge, nextReloadDelay: nextReloadDelay)
        }
        func close() {}
    }

    @Test func aLiveSourcesReaderStaysLiveThroughTheRecognizer() throws {
        let source = RecognizingSource(GrowingSource(), recognizer: nil, report: { _ in })
        let reader = try source.openReader()
        defer { reader.close() }
        let live = try #require(reader as? any LiveCueReader)
        #expect(live.nextReloadDelay == .seconds(2))
        #expect(try live.reload().liveEdge == .seconds(8))
        #expect(reader.catalog.isLive)
    }
}
