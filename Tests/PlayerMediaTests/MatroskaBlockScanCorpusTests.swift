import Foundation
import PlayerCore
import Testing

@testable import PlayerMedia

/// The Matroska block scan that `cues(of:)` takes for plain subtitle tracks must give exactly
/// the cues FFmpeg's demuxer gives, on the package's sample and every Matroska file of the
/// corpus. Tracks it must leave to the demuxer: WebVTT (the demuxer rewrites its blocks) and
/// the corpus's PGS and VobSub tracks, which mkvmerge stored zlib-compressed (ContentEncodings).
@Suite("Matroska block scan against the demuxer")
struct MatroskaBlockScanCorpusTests {
    /// Whether the scan reads a track, and how many cues the track has.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var folder: String?
        var file: String
        var track: Int
        var scanned: Bool
        var cueCount: Int

        var path: String {
            folder.map { Corpus.path($0, file) } ?? demoMKV
        }

        var testDescription: String { "\(file) track \(track)" }
    }

    static let samples: [Expectation] = [
        .init(folder: nil, file: "demo.mkv", track: 2, scanned: true, cueCount: 11),
        .init(folder: nil, file: "demo.mkv", track: 3, scanned: true, cueCount: 7),
        .init(folder: nil, file: "demo.mkv", track: 4, scanned: true, cueCount: 8),
    ]

    static let corpus: [Expectation] = [
        .init(
            folder: "mkvdemux-subtitles", file: "subtitles.mkv", track: 1, scanned: true,
            cueCount: 2),
        .init(
            folder: "mkvdemux-subtitles", file: "subtitles.mkv", track: 2, scanned: true,
            cueCount: 2),
        .init(
            folder: "mediabunny-mkv-multi", file: "test-mkv-multi.mkv", track: 2, scanned: true,
            cueCount: 3),
        .init(
            folder: "mediabunny-mkv-multi", file: "test-mkv-multi.mkv", track: 3, scanned: true,
            cueCount: 3),
        .init(
            folder: "ax-mkv-overlap", file: "sample_with_overlapping_srt.mkv", track: 2,
            scanned: true, cueCount: 3),
        .init(
            folder: "ax-mkv-overlap", file: "sample_with_overlapping_ssa_subtitles.mkv", track: 2,
            scanned: true, cueCount: 3),
        .init(
            folder: "ax-mkv-nullterm", file: "sample_with_null_terminated_srt.mkv", track: 2,
            scanned: true, cueCount: 1),
        .init(
            folder: "ax-mkv-nullterm", file: "sample_with_null_terminated_ssa_subtitles.mkv",
            track: 2, scanned: true, cueCount: 1),
        .init(
            folder: "ax-mkv-pgs", file: "sample_with_pgs_subtitles.mkv", track: 2, scanned: false,
            cueCount: 1),
        .init(
            folder: "mkvdemux-pgs", file: "subtitles_pgs.mkv", track: 1, scanned: false, cueCount: 2
        ),
        .init(
            folder: "mkvdemux-pgs", file: "subtitles_pgs.mkv", track: 2, scanned: false, cueCount: 2
        ),
        .init(
            folder: "mkvdemux-vobsub", file: "subtitles_vobsub.mkv", track: 1, scanned: false,
            cueCount: 2),
        .init(
            folder: "mkvdemux-vobsub", file: "subtitles_vobsub.mkv", track: 2, scanned: false,
            cueCount: 2),
        .init(
            folder: "mediabunny-mkv-webvtt", file: "test-mkv-vtt.mkv", track: 2, scanned: false,
            cueCount: 3),
        .init(
            folder: "ax-mkv-webvtt-stext", file: "sample_with_vtt_subtitles.mkv", track: 2,
            scanned: false, cueCount: 1),
    ]

    @Test("The sample's SubRip and ASS tracks", arguments: samples)
    func sample(_ expectation: Expectation) throws {
        try check(expectation)
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
        let track = TrackID(rawValue: expectation.track)
        let demuxed = try source.cuesReadByDemuxer(of: track)
        let scanned = try source.cuesFromMatroskaBlocks(of: track)
        #expect((scanned != nil) == expectation.scanned)
        if let scanned {
            #expect(scanned == demuxed)
        }
        #expect(try source.cues(of: track) == demuxed)
        #expect(demuxed.count == expectation.cueCount)
    }
}
