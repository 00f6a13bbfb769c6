import Foundation
import Testing

@testable import PlayerCaptions

/// The MP4 sample reader on hand-built files: where and when each sample of a text track is,
/// from its sample tables or its fragments, and every layout it leaves to FFmpeg's demuxer.
@Suite("MP4 track samples")
struct MP4TrackSamplesTests {
    typealias Build = MP4Builder

    private func samples(_ bytes: [UInt8]) throws -> MP4TrackSamples {
        let path = try Build.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try MP4TrackSamples(trackID: 1, reading: try #require(ForwardFileReader(path: path)))
    }

    /// Why reading track 1 of `bytes` is refused; nil when it is not.
    private func refusal(_ bytes: [UInt8]) throws -> String? {
        try refusalReason { _ = try samples(bytes) }
    }

    /// The texts of `found`'s samples, read back from `bytes`.
    private func texts(_ found: MP4TrackSamples, in bytes: [UInt8]) -> [String] {
        found.samples.map { sample in
            String(
                decoding: bytes[Int(sample.offset)..<Int(sample.offset) + sample.size],
                as: UTF8.self)
        }
    }

    @Test("The sample tables give each sample's place, size and time")
    func sampleTables() throws {
        let bytes = Build.movie(texts: ["one", "two", "three"])
        let found = try samples(bytes)
        #expect(!found.isFragmented && found.timescale == 1_000)
        #expect(found.samples.map(\.decodeTime) == [0, 1_000, 2_000])
        #expect(texts(found, in: bytes) == ["one", "two", "three"])
    }

    @Test("An edit list showing the track from its start drops the samples from its end on")
    func editListEnd() throws {
        let bytes = Build.movie(
            texts: ["a", "b", "c", "d"], edits: Build.editList(duration: 2_500))
        #expect(try samples(bytes).samples.map(\.decodeTime) == [0, 1_000, 2_000])
        let whole = Build.movie(texts: ["a", "b"], edits: Build.editList(duration: 9_000))
        #expect(try samples(whole).samples.count == 2)
    }

    static let refusedMovies: [(String, [UInt8])] = [
        (
            "composition offsets (ctts)",
            Build.movie(
                texts: ["a"],
                extraTables: Build.fullBox("ctts", Build.u32(1) + Build.u32(1) + Build.u32(0)))
        ),
        (
            "compact sample sizes (stz2)",
            Build.movie(texts: ["a"], extraTables: Build.fullBox("stz2", Build.u32(0)))
        ),
        (
            "an edit list that moves or repeats the track",
            Build.movie(texts: ["a"], edits: Build.editList(duration: 1_000, mediaTime: 500))
        ),
        ("an empty sample", Build.movie(texts: ["a", ""])),
    ]

    @Test("Sample tables FFmpeg times otherwise are left to it", arguments: refusedMovies)
    func refusedMovie(_ reason: String, _ bytes: [UInt8]) throws {
        #expect(try refusal(bytes) == reason)
    }

    @Test("Fragments give their samples from tfdt, in file order, with the data at the moof")
    func fragments() throws {
        let bytes = Build.fragmented(fragments: [(5_000, ["x", "y"]), (7_000, ["z"])])
        let found = try samples(bytes)
        #expect(found.isFragmented)
        #expect(found.samples.map(\.decodeTime) == [5_000, 6_000, 7_000])
        #expect(texts(found, in: bytes) == ["x", "y", "z"])
    }

    @Test("A segment index agreeing with tfdt is accepted, one disagreeing is not")
    func segmentIndex() throws {
        let fragments: [(time: UInt64?, texts: [String])] = [(5_000, ["x"]), (6_000, ["y"])]
        // 90 kHz ticks: 450000 is 5 s, and each fragment lasts 1 s.
        let agreeing = Build.fragmented(
            fragments: fragments, index: (timescale: 90_000, start: 450_000, length: 90_000))
        #expect(try samples(agreeing).samples.map(\.decodeTime) == [5_000, 6_000])
        let disagreeing = Build.fragmented(
            fragments: fragments, index: (timescale: 90_000, start: 450_000, length: 45_000))
        #expect(try refusal(disagreeing) == "a segment index's time differs from tfdt")
    }

    static let refusedFragments: [(String, [UInt8])] = [
        (
            "a track fragment without tfdt",
            Build.fragmented(fragments: [(nil, ["x"])])
        ),
        (
            "a track run without a data offset",
            Build.fragmented(fragments: [(0, ["x"])], trunFlags: 0x200)
        ),
        (
            "a fragment's data offset is left implicit",
            Build.fragmented(fragments: [(0, ["x"])], tfhdFlags: 0)
        ),
    ]

    @Test("Fragments FFmpeg times or places otherwise are left to it", arguments: refusedFragments)
    func refusedFragment(_ reason: String, _ bytes: [UInt8]) throws {
        #expect(try refusal(bytes) == reason)
    }

    @Test("A file cut off inside a box is left to the demuxer")
    func cutOff() throws {
        let bytes = Build.movie(texts: ["one", "two"])
        // The mdat at the end: its 8-byte header, then "onetwo".
        let mdat = bytes.count - 8 - 6
        #expect(try refusal(Array(bytes.dropLast(2))) == "box at byte \(mdat) runs past its parent")
    }
}
