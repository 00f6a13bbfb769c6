import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// Opening without ``MediaSourceOptions/findsClosedCaptions`` reads no video for CEA-608
/// channels: the channels the scan would find are not listed, those a playlist declares are.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct ClosedCaptionScanChoiceTests {
    @Test func channelsInTheVideoAreListedOnlyWhenLookedFor() throws {
        let path = Corpus.path("shaka-cea608-ts", "captions-test.ts")
        let scanned = try MediaSource.open(path: path).tracks
        #expect(scanned.filter { $0.kind == .legible }.map(\.title) == ["CC1", "Service 1"])
        let quick = try MediaSource.open(path: path, options: .init(findsClosedCaptions: false))
        #expect(quick.tracks.map(\.kind) == [.video])
    }

    @Test func aPlaylistsDeclaredChannelIsListedWithoutTheScan() throws {
        let path = Corpus.path("ax-hls-cea608-ts", "manifest.m3u8")
        let options = MediaSourceOptions(discoverSidecars: false, findsClosedCaptions: false)
        let source = try MediaSource.open(path: path, options: options)
        let captions = source.tracks.filter { $0.kind == .legible }
        #expect(captions.map(\.title) == ["English"])
        let cues = try source.cues(of: try #require(captions.first).id)
        #expect(cues.map(\.text) == ["First subtitle", "Second subtitle"])
    }
}
