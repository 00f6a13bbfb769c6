import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Sidecars read by the project's parsers, beside a Matroska film whose own WebVTT track is
/// read from packets: track numbering, and cues handed out by `nextCues` with the film's.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct ParsedSidecarReadingTests {
    /// `Film.mkv` (mediabunny-mkv-webvtt: video, audio, WebVTT "Hello world!" at 1.021 s,
    /// "This is a test." at 5.021 s, "Goodbye!" at 8.521 s) with `Film.en.ttml` (cues at 10,
    /// 20 and 30 s) and `Film.fr.vtt` (0–1.234 s and 2.345–3.456 s) beside it.
    private func film(in directory: TemporaryDirectory) throws -> any OpenedMediaSource {
        let path = try directory.write(
            "Film.mkv", Corpus.bytes("mediabunny-mkv-webvtt/test-mkv-vtt.mkv"))
        _ = try directory.write("Film.en.ttml", Corpus.bytes("ax-sidecars/ttml_simple.ttml"))
        _ = try directory.write("Film.fr.vtt", Corpus.bytes("ax-sidecars/webvtt_with_bom.vtt"))
        return try openSource(path)
    }

    /// Each track's cue starts, in milliseconds, from `nextCues` until it says the end.
    private func startsByTrack(_ source: any OpenedMediaSource) throws -> [Int: [Int64]] {
        var starts: [Int: [Int64]] = [:]
        while let batch = try source.nextCues() {
            for (track, cue) in batch {
                starts[track.rawValue, default: []].append(cue.start.microseconds / 1_000)
            }
        }
        return starts
    }

    @Test("Parsed sidecars are external tracks numbered after the container's streams")
    func trackList() throws {
        let directory = try TemporaryDirectory()
        let source = try film(in: directory)
        #expect(source.tracks.map(\.id.rawValue) == [0, 1, 2, 3, 4])
        #expect(source.tracks.map(\.codec).suffix(3) == ["webvtt", "ttml", "webvtt"])
        #expect(source.tracks[3].language == "en" && source.tracks[4].language == "fr")
        #expect(source.tracks[3...].allSatisfy { $0.flags.contains(.external) })
        #expect(!source.tracks[2].flags.contains(.external))
    }

    @Test("nextCues hands out parsed cues in order with the packet track's, none twice")
    func readingAndSeeking() throws {
        let directory = try TemporaryDirectory()
        let source = try film(in: directory)
        source.select([TrackID(rawValue: 2), TrackID(rawValue: 3), TrackID(rawValue: 4)])
        try source.seek(to: .zero)
        #expect(
            try startsByTrack(source) == [
                2: [1021, 5021, 8521], 3: [10_000, 20_000, 30_000], 4: [0, 2345],
            ])
        try source.seek(to: .milliseconds(5500))
        #expect(try startsByTrack(source) == [2: [5021, 8521], 3: [10_000, 20_000, 30_000]])
        #expect(try source.nextCues() == nil)
    }

    @Test("cues(of:) and activeCues(of:at:) answer for a parsed sidecar")
    func cueQueries() throws {
        let directory = try TemporaryDirectory()
        let source = try film(in: directory)
        let french = TrackID(rawValue: 4)
        #expect(try source.cues(of: french).map(\.start) == [.zero, .milliseconds(2345)])
        #expect(
            try source.activeCues(of: french, at: .milliseconds(3000)).map(ExpectedCue.init) == [
                ExpectedCue(2345, 3456, "This is the second subtitle.")
            ])
        #expect(try source.activeCues(of: french, at: .milliseconds(2000)).isEmpty)
        source.close()
        #expect(throws: MediaError.closed(path: source.path)) { try source.cues(of: french) }
    }
}
