import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// The text tracks of MP4 files read through their sample tables or fragments
/// (`cuesFromMP4Samples`) must give exactly the cues FFmpeg's demuxer gives, on the package's
/// sample, every MP4 text track of the corpus, and corpus files remuxed by the ffmpeg CLI into
/// the other layouts (fragmented, index at the front). Tracks left to the demuxer: picture and
/// CEA-608 tracks, which are not text samples.
@Suite("MP4 text samples against the demuxer")
struct MP4SampleCorpusTests {
    /// A file, whether its caption tracks are read from samples, and each track's cue count.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var folder: String
        var file: String
        var sampled: Bool
        /// Cue count by track id.
        var cueCounts: [Int: Int]

        init(_ folder: String, _ file: String, sampled: Bool, cueCounts: [Int: Int]) {
            self.folder = folder
            self.file = file
            self.sampled = sampled
            self.cueCounts = cueCounts
        }

        var testDescription: String { file }
    }

    static let corpus = [
        Expectation("mediabunny-mov-text", "test-mov-tx3g.mov", sampled: true, cueCounts: [2: 3]),
        Expectation("mediabunny-mp4-tx3g", "test-mp4-tx3g.mp4", sampled: true, cueCounts: [2: 3]),
        Expectation(
            "mediabunny-mp4-wvtt", "test-mp4-webvtt.mp4", sampled: true, cueCounts: [2: 3]),
        Expectation("shaka-fmp4-wvtt", "vtt.mp4", sampled: true, cueCounts: [0: 2]),
        Expectation("shaka-fmp4-wvtt", "vtt-settings.mp4", sampled: true, cueCounts: [0: 2]),
        Expectation("shaka-fmp4-stpp", "ttml.mp4", sampled: true, cueCounts: [0: 10]),
        Expectation("ax-mp4-vobsub", "sample_with_vobsub.mp4", sampled: false, cueCounts: [2: 1]),
        Expectation(
            "shaka-cea608-c608track", "cea608-track.mp4", sampled: false, cueCounts: [1: 2]),
    ]

    @Test("The sample's mov_text track")
    func sample() throws {
        try check(path: demoMP4, sampled: true, cueCounts: [2: 11])
    }

    @Test(
        "Every MP4 caption track of the corpus", .enabled(if: Corpus.isAvailable), arguments: corpus
    )
    func corpusTrack(_ expectation: Expectation) throws {
        try check(
            path: Corpus.path(expectation.folder, expectation.file), sampled: expectation.sampled,
            cueCounts: expectation.cueCounts)
    }

    static let remuxings: [[String]] = [
        ["-movflags", "+frag_keyframe+empty_moov+default_base_moof"], ["-movflags", "+faststart"],
    ]

    @Test(
        "Remuxed by the ffmpeg CLI, fragmented or with its index first: read from samples",
        .enabled(if: Corpus.isAvailable), arguments: remuxings)
    func remuxed(_ arguments: [String]) throws {
        for (input, track) in [
            (Corpus.path("mediabunny-mp4-tx3g", "test-mp4-tx3g.mp4"), 2), (demoMP4, 2),
        ] {
            let remuxed = NSTemporaryDirectory() + "samples-\(UUID().uuidString).mp4"
            defer { try? FileManager.default.removeItem(atPath: remuxed) }
            let ffmpeg = Process()
            ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            ffmpeg.arguments =
                ["-v", "error", "-i", input, "-map", "0", "-c", "copy"] + arguments + [remuxed]
            try ffmpeg.run()
            ffmpeg.waitUntilExit()
            try #require(ffmpeg.terminationStatus == 0)
            let source = try MediaSource.open(
                path: remuxed, options: .init(discoverSidecars: false))
            let id = TrackID(rawValue: track)
            let read = try #require(try source.trackReader.cuesFromMP4Samples(of: id), "\(input)")
            #expect(!read.cues.isEmpty)
            #expect(read == (try source.trackReader.cuesReadByDemuxer(of: id)), "\(input)")
        }
    }

    private func check(path: String, sampled: Bool, cueCounts: [Int: Int]) throws {
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }.map(\.id.rawValue)
        #expect(legible.sorted() == cueCounts.keys.sorted())
        for (id, cueCount) in cueCounts {
            let track = TrackID(rawValue: id)
            let demuxed = try source.trackReader.cuesReadByDemuxer(of: track)
            let read = try source.trackReader.cuesFromMP4Samples(of: track)
            #expect((read != nil) == sampled, "track \(id)")
            if let read {
                #expect(read == demuxed, "track \(id)")
            }
            #expect(try source.readCues(of: track) == demuxed, "track \(id)")
            #expect(demuxed.incomplete == nil, "track \(id)")
            #expect(demuxed.cues.count == cueCount, "track \(id)")
        }
    }
}
