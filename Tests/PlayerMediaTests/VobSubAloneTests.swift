import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A VobSub pair (`.idx` and `.sub`) opened by itself is a caption document like any other:
/// its programme lasts until its last cue ends, so that `play x.idx --fast` ends there
/// instead of running on with no known length.
@Suite(
    "VobSub alone",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct VobSubAloneTests {
    /// mkvdemux-vobsub: two VobSub tracks, matroska-demuxer's test file.
    static let matroska = Corpus.path("mkvdemux-vobsub", "subtitles_vobsub.mkv")

    /// The VobSub pair of the Matroska file's track `trackID` (mkvmerge's numbering), made by
    /// mkvextract in `directory`; the path of its `.idx`.
    static func vobSubPair(track trackID: Int, in directory: TemporaryDirectory) throws -> String {
        let run = try ToolRun(
            "mkvextract", [matroska, "tracks", "\(trackID):pair.idx"], in: directory.url)
        try #require(
            run.status == 0,
            "mkvextract failed (make deps installs MKVToolNix): \(run.standardError)")
        return directory.url.appendingPathComponent("pair.idx").path
    }

    @Test("A VobSub pair alone lasts until its last cue ends, where the Matroska track's does")
    func lastsUntilItsLastCue() throws {
        let directory = try TemporaryDirectory()
        let reference = try MediaSource.open(path: Self.matroska)
        let referenceTracks = reference.tracks.filter { $0.kind == .legible }
        try #require(referenceTracks.count == 2)
        for (number, track) in referenceTracks.enumerated() {
            let expected = try #require(try reference.cues(of: track.id).map(\.end).max())
            let idx = try Self.vobSubPair(track: number + 1, in: directory)
            let source = try MediaSource.open(path: idx)
            #expect(source.isCaptionFile)
            #expect(source.kind == .captionDocument)
            let legible = try #require(source.tracks.first { $0.kind == .legible })
            #expect(try source.cues(of: legible.id).map(\.end).max() == expected)
            #expect(source.duration == expected, "track \(number + 1)")
            #expect(source.catalog.duration == expected)
        }
    }
}
