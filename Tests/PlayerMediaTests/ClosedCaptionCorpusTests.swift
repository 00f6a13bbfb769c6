import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// CEA-608 captions read from the corpus without decoding video, against FFmpeg's decoding
/// path. Each expectation was recorded by hand from
/// `ffmpeg -v error -f lavfi -i "movie=FILE[out0+subcc]" -map 0:s -f srt -`
/// (FFmpeg 5.1 decodes every picture and hands its A/53 caption data to the `eia_608`
/// decoder); texts must be equal and times within one frame.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct ClosedCaptionCorpusTests {
    /// A cue as FFmpeg's SubRip output shows it: milliseconds and plain text.
    struct Expected {
        var start: Int64
        var end: Int64
        var text: String
    }

    /// Opens `file`, checks it has exactly one CEA-608 caption track, CC1, and compares its
    /// cues (CEA-708 services beside it are CEA708MediaTests' business).
    private func check(
        _ folder: String, _ file: String, frameRate: Double, expected: [Expected]
    ) throws {
        let source = try MediaSource(path: Corpus.path(folder, file))
        let captions = source.tracks.filter { $0.kind == .legible && $0.codec != "eia_708" }
        #expect(captions.map(\.title) == ["CC1"])
        #expect(captions.allSatisfy { $0.flags.contains(.captions) && $0.codec == "eia_608" })
        guard let track = captions.first else { return }
        let cues = try source.cues(of: track.id)
        #expect(cues.map(\.text) == expected.map(\.text))
        let frame = Int64(1_000_000 / frameRate) + 1
        for (cue, wanted) in zip(cues, expected) {
            #expect(abs(cue.start.microseconds - wanted.start * 1_000) <= frame, "\(wanted.text)")
            #expect(abs(cue.end.microseconds - wanted.end * 1_000) <= frame, "\(wanted.text)")
        }
    }

    @Test func fragmentedMP4WithH264SEI() throws {
        try check(
            "ax-fmp4-cea608-sei", "fragmented_captions.mp4", frameRate: 30_000 / 1_001,
            expected: [Expected(start: 1_869, end: 2_509, text: "♪MUSIC♪")])
    }

    @Test func mpegTSWithH264SEI() throws {
        // FFmpeg dates the first caption from the stream clock's zero, before the media starts:
        // it shows from 0.
        try check(
            "shaka-cea608-ts", "captions-test.ts", frameRate: 30_000 / 1_001,
            expected: [
                Expected(start: 0, end: 667, text: "These are 608 captions\n(top left)"),
                Expected(start: 5_239, end: 11_912, text: "These are 608 captions\n(middle)"),
                Expected(
                    start: 12_246, end: 19_253, text: "These are 608 captions\n(bottom left)"),
            ])
    }

    @Test func activeCuesReadPastTheTimeAsked() throws {
        // The same FFmpeg cues as above: 0–0.667, 5.239–11.912, 12.246–19.253.
        let source = try MediaSource(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let track = try #require(source.tracks.first { $0.title == "CC1" })
        #expect(
            try source.activeCues(of: track.id, at: .seconds(8)).map(\.text) == [
                "These are 608 captions\n(middle)"
            ])
        #expect(try source.activeCues(of: track.id, at: .seconds(3)).isEmpty)
        #expect(
            try source.activeCues(of: track.id, at: .seconds(15)).map(\.text) == [
                "These are 608 captions\n(bottom left)"
            ])
    }

    @Test func seekThenNextCuesReadsFromThere() throws {
        let source = try MediaSource(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let track = try #require(source.tracks.first { $0.title == "CC1" })
        source.select([track.id])
        try source.seek(to: .seconds(12))
        var texts: [String?] = []
        while let batch = try source.nextCues() {
            texts += batch.map(\.cue.text)
        }
        #expect(texts == ["These are 608 captions\n(bottom left)"])
    }

    @Test func fragmentedMP4WithHEVCSEI() throws {
        try check(
            "shaka-cea608-hevc-sei", "cea-h265.mp4", frameRate: 30_000 / 1_001,
            expected: [Expected(start: 133, end: 1_835, text: "WE WILL BREAK DOWN WHAT THIS")])
    }

    @Test func hlsSegmentWithH264SEI() throws {
        try check(
            "ax-hls-cea608-ts", "sd-hls0000000000.ts", frameRate: 24,
            expected: [
                Expected(start: 0, end: 875, text: "First subtitle"),
                Expected(start: 1_167, end: 1_459, text: "Second subtitle"),
            ])
    }

    @Test func mp4C608TrackDecodesToTheEnd() throws {
        // `ffmpeg -v error -i cea608-track.mp4 -map 0:1 -f srt -`: the last caption comes only
        // when the decoder is flushed at the end of the stream.
        let source = try MediaSource(
            path: Corpus.path("shaka-cea608-c608track", "cea608-track.mp4"))
        let captions = source.tracks.filter { $0.kind == .legible }
        #expect(captions.count == 1)
        #expect(captions.first?.language == "en")
        #expect(captions.first?.flags.contains(.captions) == true)
        let cues = try source.cues(of: captions[0].id)
        #expect(
            cues.map(\.text) == [
                "[woman narrating]\nThere are days\nin every child’s life",
                "that change who they are\nforever.",
            ])
        #expect(
            cues.first?.runs.last
                == StyledRun("There are days\nin every child’s life", style: .italic))
        #expect(cues.map { $0.start.microseconds / 1_000 } == [806, 3_303])
        #expect(cues.map { $0.end.microseconds / 1_000 } == [3_303, 4_883])
    }

    @Test func videoWithoutCaptionDataGetsNoCaptionTrack() throws {
        let source = try MediaSource(
            path: Corpus.path("mediabunny-mkv-multi", "test-mkv-multi.mkv"))
        #expect(!source.tracks.contains { $0.codec == "eia_608" })
    }
}
