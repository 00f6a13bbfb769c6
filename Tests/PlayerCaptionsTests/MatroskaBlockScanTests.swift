import Foundation
import MediaTestSupport
import Testing

@testable import PlayerCaptions

/// The Matroska block scan on hand-built files: which blocks it finds, how it times them, and
/// every layout it must leave to FFmpeg's demuxer.
@Suite("Matroska block scan")
struct MatroskaBlockScanTests {
    typealias Build = MatroskaBuilder

    /// Scans track 2 of `bytes`, in two halves when `splitting`.
    private func scan(_ bytes: [UInt8], splitting: Bool = false, interrupted: Bool = false)
        throws -> [MatroskaBlock]?
    {
        let path = try Build.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try Self.scan(path: path, track: 2, splitting: splitting, interrupted: interrupted)
    }

    /// Scans track `number` of the file at `path`, in two halves when `splitting`.
    static func scan(path: String, track number: UInt64, splitting: Bool, interrupted: Bool = false)
        throws -> [MatroskaBlock]?
    {
        let reader = try #require(ForwardFileReader(path: path))
        let head = try MatroskaSegmentHead(reading: reader)
        let track = try #require(head.tracks.first { $0.number == number })
        return try MatroskaBlockScan(
            path: path, head: head, track: track, smallestSplitLength: splitting ? 0 : .max,
            interrupted: { interrupted }
        ).blocks(reading: reader)?.blocks
    }

    @Test("Walked in two halves at once, the sample's tracks give the same blocks")
    func halvesOfTheSample() throws {
        let head = try MatroskaSegmentHead(reading: try #require(ForwardFileReader(path: demoMKV)))
        let subtitles = head.tracks.filter { $0.type == 0x11 }
        #expect(subtitles.count == 3)
        for track in subtitles {
            let whole = try Self.scan(path: demoMKV, track: track.number, splitting: false)
            let halves = try Self.scan(path: demoMKV, track: track.number, splitting: true)
            #expect(whole?.isEmpty == false)
            #expect(halves == whole)
        }
    }

    @Test("A cluster ID inside a payload at the middle does not split the walk there")
    func clusterLookalikeAtTheMiddle() throws {
        // A video payload spanning the middle, full of "clusters" holding blocks of track 2.
        let lookalike = Build.cluster(time: 99_000, Build.simpleBlock(track: 2, time: 0, "fake"))
        let lookalikes = Array(repeating: lookalike, count: 200).flatMap { $0 }
        var body: [UInt8] = []
        for index in 0..<10 {
            let video = index == 5 ? Build.simpleBlock(track: 1, time: 0, lookalikes) : []
            body += Build.cluster(
                time: UInt64(index) * 1_000,
                video + Build.simpleBlock(track: 2, time: 10, "cue \(index)"))
        }
        let whole = try #require(try scan(file(body)))
        #expect(whole.map(\.timestamp) == (0..<10).map { Int64($0) * 1_000 + 10 })
        #expect(try scan(file(body), splitting: true) == whole)
    }

    /// The reason the scan of track 2 refuses `bytes`; nil when it does not.
    private func refusal(_ bytes: [UInt8]) throws -> String? {
        try refusalReason { _ = try scan(bytes) }
    }

    private func file(_ body: [UInt8]) -> [UInt8] {
        Build.file(tracks: Build.videoAndSubtitleTracks, body: body)
    }

    @Test("Blocks of the track: cluster time plus block time, stated or default duration")
    func blocksAndTimes() throws {
        let group = Build.element(
            0xA0,
            Build.element(0xA1, Build.blockData(track: 2, time: -200, "bb"))
                + Build.unsigned(0x9B, 700))
        let zeroDuration = Build.element(
            0xA0,
            Build.element(0xA1, Build.blockData(track: 2, time: 900, "ccc"))
                + Build.unsigned(0x9B, 0))
        let bytes = file(
            Build.cluster(
                time: 1_000,
                Build.simpleBlock(track: 1, time: 0, "video")
                    + Build.simpleBlock(track: 2, time: 500, "a") + group
                    + Build.simpleBlock(track: 2, time: 600, "") + zeroDuration)
                + Build.cluster(time: 5_000, Build.simpleBlock(track: 2, time: 0, "dddd")))
        let blocks = try #require(try scan(bytes))
        // Default duration 2 s in millisecond ticks; a stated 0 falls back to it, as in FFmpeg.
        #expect(blocks.map(\.timestamp) == [1_500, 800, 1_900, 5_000])
        #expect(blocks.map(\.duration) == [2_000, 700, 2_000, 2_000])
        let payloads = blocks.map { block in
            String(
                decoding: bytes[
                    Int(block.payloadOffset)..<Int(block.payloadOffset) + block.payloadSize],
                as: UTF8.self)
        }
        #expect(payloads == ["a", "bb", "ccc", "dddd"])
    }

    @Test("Additions on another track's block, Void and unknown elements are passed over")
    func otherTracksExtras() throws {
        let videoGroup = Build.element(
            0xA0,
            Build.element(0xA1, Build.blockData(track: 1, time: 0, "v"))
                + Build.element(0x75A1, [0x01]))
        let bytes = file(
            Build.element(0xEC, [0, 0, 0])
                + Build.cluster(
                    time: 0,
                    videoGroup + Build.element(0xEC, [0])
                        + Build.simpleBlock(track: 2, time: 40, "x"))
                + Build.element(0x1254_C367, [0xEC, 0x80]))
        #expect(try scan(bytes)?.map(\.timestamp) == [40])
    }

    @Test("Asked to stop between clusters, the scan gives nothing")
    func interruption() throws {
        let bytes = file(Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, "x")))
        #expect(try scan(bytes, interrupted: true) == nil)
    }

    static let refusedLayouts: [(String, [UInt8])] = [
        (
            "a laced block",
            Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, flags: 0x82, "x"))
        ),
        (
            "a block of unknown track 7",
            Build.cluster(time: 0, Build.simpleBlock(track: 7, time: 0, "x"))
        ),
        (
            "a block before time zero",
            Build.cluster(time: 10, Build.simpleBlock(track: 2, time: -20, "x"))
        ),
        (
            "a block before its cluster's time",
            Build.element(0x1F43_B675, Build.simpleBlock(track: 2, time: 0, "x"))
        ),
        (
            "a block of the track carries additions or padding",
            Build.cluster(
                time: 0,
                Build.element(
                    0xA0,
                    Build.element(0xA1, Build.blockData(track: 2, time: 0, "x"))
                        + Build.element(0x75A1, [0x01])))
        ),
        (
            "Tracks or Info after the first cluster",
            Build.cluster(time: 0, []) + Build.element(0x1654_AE6B, [])
        ),
    ]

    @Test("Layouts FFmpeg reads differently are left to it", arguments: refusedLayouts)
    func refused(_ reason: String, _ body: [UInt8]) throws {
        #expect(try refusal(file(body)) == reason)
    }

    @Test("An unknown-size cluster is left to the demuxer")
    func unknownSizeCluster() throws {
        let body = Build.unknownSizeElement(
            0x1F43_B675, Build.unsigned(0xE7, 0) + Build.simpleBlock(track: 2, time: 0, "x"))
        #expect(try refusal(file(body))?.contains("has no size or runs past its parent") == true)
    }

    @Test("A file continuing past its segment is left to the demuxer")
    func longerFile() throws {
        let whole = file(Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, "hello")))
        #expect(try refusal(whole + [0x00]) == "the file continues past its segment")
        #expect(try refusal(whole) == nil)
    }

    /// Scans track 2 of `bytes` by `routes`.
    private func found(_ bytes: [UInt8], by routes: [MatroskaBlockScan.Route])
        throws -> MatroskaBlockScan.Found?
    {
        let path = try Build.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try #require(ForwardFileReader(path: path))
        let head = try MatroskaSegmentHead(reading: reader)
        let track = try #require(head.tracks.first { $0.number == 2 })
        return try MatroskaBlockScan(
            path: path, head: head, track: track, smallestSplitLength: 0, interrupted: { false }
        ).blocks(reading: reader, by: routes)
    }

    @Test("A file cut short is walked to its end, which the scan reports")
    func cutShortFile() throws {
        let whole = file(
            Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, "hello"))
                + Build.cluster(
                    time: 1_000,
                    Build.simpleBlock(track: 1, time: 200, "video")
                        + Build.simpleBlock(track: 2, time: 400, "world")
                        + Build.simpleBlock(track: 2, time: 900, "again")))
        let complete = try #require(try found(whole, by: [.clusterWalk]))
        #expect(complete.blocks.map(\.timestamp) == [0, 1_400, 1_900])
        #expect(complete.endsEarlyAt == nil)
        // Cut inside the last block: the blocks before it are whole, the last one is not.
        let cut = Array(whole.dropLast(3))
        let reader = try #require(ForwardFileReader(path: try Build.write(cut)))
        #expect(try MatroskaSegmentHead(reading: reader).isCutOff)
        let partial = try #require(try found(cut, by: [.clusterWalk]))
        #expect(partial.blocks.map(\.timestamp) == [0, 1_400])
        #expect(partial.endsEarlyAt == 1_400)
        // Cut between the clusters: the file reaches the first cluster's time.
        let firstCluster = file(
            Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, "hello")))
        let betweenClusters = Array(whole.prefix(firstCluster.count))
        let early = try #require(try found(betweenClusters, by: [.clusterWalk]))
        #expect(early.blocks.map(\.timestamp) == [0])
        #expect(early.endsEarlyAt == 0)
        // The index names blocks past a cut: that route leaves the file to the walk.
        #expect(
            try refusalReason { _ = try found(cut, by: [.cueIndex]) }
                == "the file ends before its segment")
    }

    @Test("Tracks must come before the first cluster")
    func tracksAfterCluster() throws {
        let header = Build.element(0x1A45_DFA3, [])
        let bytes =
            header
            + Build.element(
                0x1853_8067,
                Build.cluster(time: 0, [])
                    + Build.element(0x1654_AE6B, Build.videoAndSubtitleTracks.flatMap { $0 }))
        let path = try Build.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try #require(ForwardFileReader(path: path))
        #expect(throws: MatroskaScanRefusal("tracks after the first cluster")) {
            try MatroskaSegmentHead(reading: reader)
        }
    }

    @Test("Track numbers that are missing or repeated are left to the demuxer")
    func ambiguousTrackNumbers() throws {
        for entries in [
            Build.videoAndSubtitleTracks + [Build.trackEntry(number: 2, type: 2, codec: "A_AAC")],
            [Build.element(0xAE, Build.unsigned(0x83, 0x11) + Build.string(0x86, "S_TEXT/UTF8"))],
        ] {
            let path = try Build.write(
                Build.file(tracks: entries, body: Build.cluster(time: 0, [])))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let reader = try #require(ForwardFileReader(path: path))
            #expect(throws: MatroskaScanRefusal.self) { try MatroskaSegmentHead(reading: reader) }
        }
    }

    @Test("Track entries: which become streams, which are timed plainly")
    func trackEntries() throws {
        let entries = [
            Build.trackEntry(number: 1, type: 0x11, codec: "S_TEXT/UTF8"),
            Build.trackEntry(number: 2, type: 0x11, codec: "V_VP9"),
            Build.trackEntry(number: 3, type: 0x12, codec: "S_TEXT/UTF8"),
            Build.trackEntry(
                number: 4, type: 2, codec: "A_OPUS", extra: Build.unsigned(0x56AA, 6_500_000)),
            Build.trackEntry(
                number: 5, type: 0x11, codec: "S_VOBSUB", extra: Build.element(0x6D80, [])),
            Build.trackEntry(
                number: 6, type: 0x11, codec: "S_TEXT/ASS", extra: Build.float(0x23_314F, 0.5)),
            Build.element(0xAE, Build.unsigned(0xD7, 7) + Build.unsigned(0x83, 0x11)),
        ]
        let path = try Build.write(
            Build.file(tracks: entries, body: Build.cluster(time: 0, [])))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let head = try MatroskaSegmentHead(reading: try #require(ForwardFileReader(path: path)))
        #expect(head.tracks.map(\.number) == [1, 2, 3, 4, 5, 6, 7])
        #expect(head.tracks.map(\.becomesStream) == [true, false, false, true, true, true, false])
        #expect(head.tracks.map(\.isTimedPlainly) == [true, true, true, false, false, false, true])
        #expect(head.timestampScale == 1_000_000)
    }
}
