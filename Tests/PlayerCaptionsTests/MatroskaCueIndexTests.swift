import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// The Matroska block scan's cue-index route on hand-built files: it finds the blocks the
/// cluster walk finds while reading a small part of what the walk reads, and any index it
/// cannot trust, or any entry that does not land on a block of the track at its time, sends
/// the scan down the walk instead.
@Suite("Matroska cue index")
struct MatroskaCueIndexTests {
    typealias Build = MatroskaBuilder

    /// Three clusters 10 s apart, each with 40 video blocks of 20 kB and two indexed blocks of
    /// track 2: a simple block at 100 ms (the track's default duration) and a block group at
    /// 3 s lasting 1.5 s.
    static let clusters: [(time: UInt64, children: [Build.Child])] = (0..<3).map { index in
        let time = UInt64(index) * 10_000
        var children = (0..<40).map { frame in
            Build.Child.plain(
                Build.simpleBlock(
                    track: 1, time: Int16(frame * 40), [UInt8](repeating: 0x55, count: 20_000)))
        }
        children.insert(
            .indexed(
                Build.simpleBlock(track: 2, time: 100, "cue \(index) a"), time: time + 100,
                duration: 2_000),
            at: 3)
        let group = Build.element(
            0xA0,
            Build.element(0xA1, Build.blockData(track: 2, time: 3_000, "cue \(index) b"))
                + Build.unsigned(0x9B, 1_500))
        children.append(.indexed(group, time: time + 3_000, duration: 1_500))
        return (time, children)
    }

    /// The blocks of track 2 in `bytes` found by `routes`, and how many bytes were read.
    private func scan(_ bytes: [UInt8], by routes: [MatroskaBlockScan.Route]) throws -> (
        blocks: [MatroskaBlock]?, bytesRead: Int64
    ) {
        let path = try Build.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try #require(ForwardFileReader(path: path))
        let head = try MatroskaSegmentHead(reading: reader)
        let track = try #require(head.tracks.first { $0.number == 2 })
        let blocks = try MatroskaBlockScan(
            path: path, head: head, track: track, smallestSplitLength: .max,
            interrupted: { false }
        ).blocks(reading: reader, by: routes)?.blocks
        return (blocks, reader.bytesRead)
    }

    /// Why the index route refuses `bytes`; nil when it takes them.
    private func refusal(_ bytes: [UInt8]) throws -> String? {
        try refusalReason { _ = try scan(bytes, by: [.cueIndex]) }
    }

    private func file(
        muxingApp: String = "Lavf59.27.100", secondSeekHead: Bool = false,
        editing: (Build.Cue) -> [Build.Cue] = { [$0] }
    ) -> [UInt8] {
        Build.indexedFile(
            tracks: Build.videoAndSubtitleTracks, clusters: Self.clusters, muxingApp: muxingApp,
            secondSeekHead: secondSeekHead, editing: editing)
    }

    @Test("Through the index: the walk's blocks, from a small part of what the walk reads")
    func indexedBlocks() throws {
        let bytes = file()
        let indexed = try scan(bytes, by: [.cueIndex])
        let walked = try scan(bytes, by: [.clusterWalk])
        let blocks = try #require(indexed.blocks)
        #expect(blocks == walked.blocks)
        #expect(blocks.map(\.timestamp) == [100, 3_000, 10_100, 13_000, 20_100, 23_000])
        #expect(blocks.map(\.duration) == [2_000, 1_500, 2_000, 1_500, 2_000, 1_500])
        // The walk reads the page of every header, skipping the rest of each video payload;
        // the index route reads the head, the index, and a page or two per indexed block.
        #expect(walked.bytesRead < Int64(bytes.count) / 3)
        #expect(indexed.bytesRead < 64 * 1_024)
        #expect(indexed.bytesRead * 4 < walked.bytesRead)
    }

    @Test("The walk passes over long payloads even among short ones")
    func walkAmongShortBlocks() throws {
        // Video frames of 1 to 25 kB, as a constant bitrate spreads them, each followed by two
        // 300-byte audio blocks as muxers interleave them: after a short frame the next
        // headers are on the next page, after a long one they are pages away.
        func block(_ track: UInt8, _ time: Int, _ size: Int) -> Build.Child {
            .plain(
                Build.simpleBlock(
                    track: track, time: Int16(time), [UInt8](repeating: 0x55, count: size)))
        }
        var clusters: [(time: UInt64, children: [Build.Child])] = []
        var sizes = SplitMix64(seed: 13)
        for index in 0..<4 {
            var children = [
                Build.Child.indexed(
                    Build.simpleBlock(track: 2, time: 500, "cue \(index)"),
                    time: UInt64(index) * 10_000 + 500, duration: 2_000)
            ]
            for frame in 0..<100 {
                let size = 1_000 + Int(sizes.next() % 24_000)
                children += [
                    block(1, frame * 40, size), block(3, frame * 40, 300),
                    block(3, frame * 40 + 20, 300),
                ]
            }
            clusters.append((UInt64(index) * 10_000, children))
        }
        let tracks =
            Build.videoAndSubtitleTracks + [Build.trackEntry(number: 3, type: 2, codec: "A_AAC")]
        let bytes = Build.indexedFile(tracks: tracks, clusters: clusters)
        let walked = try scan(bytes, by: [.clusterWalk])
        #expect(walked.blocks?.count == 4)
        // About the two pages around each frame's headers; a window that kept growing read all.
        #expect(walked.bytesRead < Int64(bytes.count) * 3 / 5)
    }

    @Test("A seek head at the end, named by the first, leads to the index")
    func secondSeekHead() throws {
        let bytes = file(secondSeekHead: true)
        #expect(try refusal(bytes) == nil)
        #expect(try scan(bytes, by: [.cueIndex]).blocks == scan(file(), by: [.cueIndex]).blocks)
    }

    static let wrongEntries: [(String, @Sendable (Build.Cue) -> Build.Cue)] = [
        (
            "one byte into the block",
            { cue in
                var cue = cue
                cue.relativePosition! += 1
                return cue
            }
        ),
        (
            "on a video block",
            { cue in
                var cue = cue
                cue.relativePosition = 10
                return cue
            }
        ),
        (
            "a tick late",
            { cue in
                var cue = cue
                cue.time += 1
                return cue
            }
        ),
        (
            "lasting longer than the block",
            { cue in
                var cue = cue
                cue.duration = (cue.duration ?? 0) + 1
                return cue
            }
        ),
        (
            "on no cluster",
            { cue in
                var cue = cue
                cue.clusterPosition += 1
                return cue
            }
        ),
        (
            "past the cluster's end",
            { cue in
                var cue = cue
                cue.relativePosition = 10_000_000
                return cue
            }
        ),
    ]

    @Test(
        "An entry off the track's block at its time leaves the blocks to the walk",
        arguments: wrongEntries)
    func wrongEntry(_ name: String, _ change: @Sendable (Build.Cue) -> Build.Cue) throws {
        // Only the second cluster's block group is wrong.
        let bytes = file { [$0.time == 13_000 ? change($0) : $0] }
        #expect(try refusal(bytes) != nil)
        let walked = try scan(bytes, by: [.clusterWalk]).blocks
        #expect(walked?.count == 6)
        #expect(try scan(bytes, by: [.cueIndex, .clusterWalk]).blocks == walked)
    }

    @Test("An index that may not list every block of the track is not used")
    func untrustedIndexes() throws {
        #expect(
            try refusal(file(muxingApp: "GStreamer matroskamux version 1.22.0"))
                == "the muxer is not known to index every subtitle block")
        #expect(
            try refusal(file { $0.track == 2 ? [] : [$0] })
                == "the cue index has no entry for track 2")
        let withoutPositions = file { cue in
            var cue = cue
            cue.relativePosition = nil
            return [cue]
        }
        #expect(try refusal(withoutPositions) == "a cue point at 100 has no relative position")
        let unindexed = Build.file(
            tracks: Build.videoAndSubtitleTracks,
            body: Build.cluster(time: 0, Build.simpleBlock(track: 2, time: 0, "x")))
        #expect(try refusal(unindexed) == "no cue index")
        #expect(try scan(unindexed, by: [.cueIndex, .clusterWalk]).blocks?.count == 1)
    }

    @Test("The same block indexed twice is read once")
    func repeatedEntry() throws {
        let blocks = try scan(file { [$0, $0] }, by: [.cueIndex]).blocks
        #expect(blocks == (try scan(file(), by: [.clusterWalk]).blocks))
    }
}
