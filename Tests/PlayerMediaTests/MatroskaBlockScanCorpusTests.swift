import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// The Matroska block scan that `cues(of:)` takes for plain subtitle tracks must give exactly
/// the cues FFmpeg's demuxer gives, on the package's sample and every Matroska file of the
/// corpus. Tracks it must leave to the demuxer: WebVTT (the demuxer rewrites its blocks) and
/// the corpus's PGS and VobSub tracks, which mkvmerge stored zlib-compressed (ContentEncodings).
@Suite("Matroska block scan against the demuxer")
struct MatroskaBlockScanCorpusTests {
    /// A file, whether the scan reads its caption tracks, and how many cues each track has.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var folder: String?
        var file: String
        var scanned: Bool
        /// Cue count by track id.
        var cueCounts: [Int: Int]

        init(_ folder: String?, _ file: String, scanned: Bool, cueCounts: [Int: Int]) {
            self.folder = folder
            self.file = file
            self.scanned = scanned
            self.cueCounts = cueCounts
        }

        var path: String {
            folder.map { Corpus.path($0, file) } ?? demoMKV
        }

        var testDescription: String { file }
    }

    static let corpus = [
        Expectation("mkvdemux-subtitles", "subtitles.mkv", scanned: true, cueCounts: [1: 2, 2: 2]),
        Expectation(
            "mediabunny-mkv-multi", "test-mkv-multi.mkv", scanned: true, cueCounts: [2: 3, 3: 3]),
        Expectation(
            "ax-mkv-overlap", "sample_with_overlapping_srt.mkv", scanned: true, cueCounts: [2: 3]),
        Expectation(
            "ax-mkv-overlap", "sample_with_overlapping_ssa_subtitles.mkv", scanned: true,
            cueCounts: [2: 3]),
        Expectation(
            "ax-mkv-nullterm", "sample_with_null_terminated_srt.mkv", scanned: true,
            cueCounts: [2: 1]),
        Expectation(
            "ax-mkv-nullterm", "sample_with_null_terminated_ssa_subtitles.mkv", scanned: true,
            cueCounts: [2: 1]),
        Expectation(
            "ax-mkv-pgs", "sample_with_pgs_subtitles.mkv", scanned: false, cueCounts: [2: 1]),
        Expectation("mkvdemux-pgs", "subtitles_pgs.mkv", scanned: false, cueCounts: [1: 2, 2: 2]),
        Expectation(
            "mkvdemux-vobsub", "subtitles_vobsub.mkv", scanned: false, cueCounts: [1: 2, 2: 2]),
        Expectation("mediabunny-mkv-webvtt", "test-mkv-vtt.mkv", scanned: false, cueCounts: [2: 3]),
        Expectation(
            "ax-mkv-webvtt-stext", "sample_with_vtt_subtitles.mkv", scanned: false,
            cueCounts: [2: 1]),
    ]

    @Test("The sample's SubRip and ASS tracks")
    func sample() throws {
        try check(Expectation(nil, "demo.mkv", scanned: true, cueCounts: [2: 11, 3: 7, 4: 8]))
    }

    @Test(
        "Every Matroska caption track of the corpus", .enabled(if: Corpus.isAvailable),
        arguments: corpus)
    func corpusTrack(_ expectation: Expectation) throws {
        try check(expectation)
    }

    static let bitmapFiles = [
        ("mkvdemux-pgs", "subtitles_pgs.mkv", 2),
        ("ax-mkv-pgs", "sample_with_pgs_subtitles.mkv", 1),
        ("mkvdemux-vobsub", "subtitles_vobsub.mkv", 2),
    ]

    @Test(
        "PGS and VobSub tracks stored uncompressed (remuxed by the ffmpeg CLI) are scanned",
        .enabled(if: Corpus.isAvailable), arguments: bitmapFiles)
    func uncompressedBitmaps(_ folder: String, _ file: String, _ trackCount: Int) throws {
        let remuxed = NSTemporaryDirectory() + "scan-\(UUID().uuidString)-\(file)"
        defer { try? FileManager.default.removeItem(atPath: remuxed) }
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments = [
            "-v", "error", "-i", Corpus.path(folder, file), "-map", "0:s", "-c", "copy", remuxed,
        ]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        try #require(ffmpeg.terminationStatus == 0)
        let source = try MediaSource(path: remuxed, options: .init(discoverSidecars: false))
        #expect(source.tracks.count == trackCount)
        for track in source.tracks {
            let scanned = try #require(try source.cuesFromMatroskaBlocks(of: track.id))
            #expect(!scanned.isEmpty && scanned.allSatisfy { $0.image != nil })
            #expect(scanned == (try source.cuesReadByDemuxer(of: track.id)))
        }
    }

    private func check(_ expectation: Expectation) throws {
        let source = try MediaSource(
            path: expectation.path, options: .init(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }.map(\.id.rawValue)
        #expect(legible.sorted() == expectation.cueCounts.keys.sorted())
        for (id, cueCount) in expectation.cueCounts {
            let track = TrackID(rawValue: id)
            let demuxed = try source.cuesReadByDemuxer(of: track)
            let scanned = try source.cuesFromMatroskaBlocks(of: track)
            #expect((scanned != nil) == expectation.scanned, "track \(id)")
            if let scanned {
                #expect(scanned == demuxed, "track \(id)")
            }
            #expect(try source.cues(of: track) == demuxed, "track \(id)")
            #expect(demuxed.count == cueCount, "track \(id)")
        }
    }
}
