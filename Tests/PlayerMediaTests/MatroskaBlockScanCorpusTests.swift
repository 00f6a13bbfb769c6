import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// The Matroska block scan that `cues(of:)` takes for plain subtitle tracks must give exactly
/// the cues FFmpeg's demuxer gives, by either of its routes (the cue index, the cluster walk),
/// on the package's sample and every Matroska file of the corpus. Tracks it must leave to the
/// demuxer: WebVTT (the demuxer rewrites its blocks) and the corpus's PGS and VobSub tracks,
/// which mkvmerge stored zlib-compressed (ContentEncodings). Every scanned file of the corpus
/// was written by FFmpeg or mkvmerge with a cue point for each subtitle block, so the index
/// route takes every track the walk takes.
@Suite("Matroska block scan against the demuxer")
struct MatroskaBlockScanCorpusTests {
    /// A file, whether the scan reads its caption tracks, and how many cues each track has.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var folder: String?
        var file: String
        /// Whether both routes of the scan take the file's caption tracks.
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
        let source = try MediaSource.open(path: remuxed, options: .init(discoverSidecars: false))
        #expect(source.tracks.count == trackCount)
        for track in source.tracks {
            for route in [MatroskaBlockScan.Route.cueIndex, .clusterWalk] {
                let scanned = try #require(
                    try source.trackReader.cuesFromMatroskaBlocks(of: track.id, by: [route]))
                #expect(!scanned.cues.isEmpty && scanned.cues.allSatisfy { $0.image != nil })
                #expect(scanned == (try source.trackReader.cuesReadByDemuxer(of: track.id)))
            }
        }
    }

    /// `folder/file` of the corpus copied by the ffmpeg CLI with `arguments`, to a temporary
    /// file the caller removes.
    private static func remux(_ folder: String, _ file: String, _ arguments: [String]) throws
        -> String
    {
        let remuxed = NSTemporaryDirectory() + "scan-\(UUID().uuidString)-\(file)"
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments =
            ["-v", "error", "-i", Corpus.path(folder, file)] + arguments + ["-c", "copy", remuxed]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        try #require(ffmpeg.terminationStatus == 0)
        return remuxed
    }

    static let remuxings: [[String]] = [["-map", "0"], ["-map", "0", "-cues_to_front", "1"]]

    @Test(
        "Remuxed by the ffmpeg CLI, index after or before the clusters: read through the index",
        .enabled(if: Corpus.isAvailable), arguments: remuxings)
    func remuxedWithIndex(_ arguments: [String]) throws {
        let remuxed = try Self.remux("mkvdemux-subtitles", "subtitles.mkv", arguments)
        defer { try? FileManager.default.removeItem(atPath: remuxed) }
        let source = try MediaSource.open(path: remuxed, options: .init(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }
        #expect(legible.count == 2)
        for track in legible {
            let indexed = try #require(
                try source.trackReader.cuesFromMatroskaBlocks(of: track.id, by: [.cueIndex]))
            #expect(indexed.cues.count == 2)
            #expect(indexed == (try source.trackReader.cuesReadByDemuxer(of: track.id)))
        }
    }

    @Test(
        "A cue point whose block was moved to another track leaves the track to the walk",
        .enabled(if: Corpus.isAvailable))
    func indexEntryOnAnotherTracksBlock() throws {
        let remuxed = try Self.remux("mkvdemux-subtitles", "subtitles.mkv", ["-map", "0"])
        defer { try? FileManager.default.removeItem(atPath: remuxed) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: remuxed)))
        let subtitle = try Self.firstIndexedBlock(ofTrack: 2, path: remuxed)
        // The block's track number (a one-byte VINT) now names the video track, 1.
        #expect(bytes[Int(subtitle)] == 0x82)
        bytes[Int(subtitle)] = 0x81
        try Data(bytes).write(to: URL(fileURLWithPath: remuxed))
        let source = try MediaSource.open(path: remuxed, options: .init(discoverSidecars: false))
        let track = TrackID(rawValue: 1)
        let demuxed = try source.trackReader.cuesReadByDemuxer(of: track)
        #expect(demuxed.cues.count == 1)
        #expect(try source.trackReader.cuesFromMatroskaBlocks(of: track, by: [.cueIndex]) == nil)
        #expect(try source.trackReader.cuesFromMatroskaBlocks(of: track) == demuxed)
        #expect(try source.readCues(of: track) == demuxed)
    }

    /// The file offset of the data of the block the first cue point of track `number` names.
    private static func firstIndexedBlock(ofTrack number: UInt64, path: String) throws -> Int64 {
        let reader = try #require(ForwardFileReader(path: path))
        let head = try MatroskaSegmentHead(reading: reader)
        let cuesOffset = try #require(head.cuesOffset)
        let entry = try #require(
            try MatroskaCueIndex(of: number, reading: reader, at: cuesOffset, head: head).entries
                .first)
        let cluster = try reader.element(
            at: head.segmentDataOffset + Int64(entry.clusterPosition))
        let group = try reader.element(
            at: cluster.dataOffset + Int64(try #require(entry.relativePosition)))
        // FFmpeg writes subtitle blocks in a group whose first child is the block.
        #expect(group.id == MatroskaElementID.blockGroup)
        let block = try reader.element(at: group.dataOffset)
        #expect(block.id == MatroskaElementID.block)
        return block.dataOffset
    }

    private func check(_ expectation: Expectation) throws {
        let source = try MediaSource.open(
            path: expectation.path, options: .init(discoverSidecars: false))
        let legible = source.tracks.filter { $0.kind == .legible }.map(\.id.rawValue)
        #expect(legible.sorted() == expectation.cueCounts.keys.sorted())
        for (id, cueCount) in expectation.cueCounts {
            let track = TrackID(rawValue: id)
            let demuxed = try source.trackReader.cuesReadByDemuxer(of: track)
            for route in [MatroskaBlockScan.Route.cueIndex, .clusterWalk] {
                let scanned = try source.trackReader.cuesFromMatroskaBlocks(of: track, by: [route])
                #expect((scanned != nil) == expectation.scanned, "track \(id), \(route)")
                if let scanned {
                    #expect(scanned == demuxed, "track \(id), \(route)")
                }
            }
            #expect(try source.readCues(of: track) == demuxed, "track \(id)")
            #expect(demuxed.incomplete == nil, "track \(id)")
            #expect(demuxed.cues.count == cueCount, "track \(id)")
        }
    }
}
