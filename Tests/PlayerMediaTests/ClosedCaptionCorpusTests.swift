import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// CEA-608 captions read from the corpus without decoding video, by our own decoder. The
/// expectations were recorded by hand from FFmpeg's decoding path,
/// `ffmpeg -v error -f lavfi -i "movie=FILE[out0+subcc]" -map 0:s -f srt -`
/// (FFmpeg 5.1 decodes every picture and hands its A/53 caption data to the `eia_608`
/// decoder), except where FFmpeg is wrong by CTA-608 and another player's expectations
/// agree with the specification, as each test says; texts must be equal and times within one
/// frame. A caption no code takes off lasts to the end of the media (FFmpeg ended it where
/// its flush happened to date it).
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
        let source = try MediaSource.open(path: Corpus.path(folder, file))
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
        // At 1.869 s RCL, EDM and EOC show "♪MUSIC♪"; nothing erases it, so it lasts to the
        // end of the media, 2.002 s (FFmpeg's decoder ended it at 2.509 s when flushed).
        try check(
            "ax-fmp4-cea608-sei", "fragmented_captions.mp4", frameRate: 30_000 / 1_001,
            expected: [Expected(start: 1_869, end: 2_002, text: "♪MUSIC♪")])
    }

    @Test func mpegTSWithH264SEI() throws {
        // Shaka Player's expectations for this file (shaka-project/shaka-player,
        // test/media/media_source_engine_integration.js at
        // 493d459c47974dbb6ae5379329901884d56506cc, Apache-2.0: tsCeaCue0–2), on its timeline,
        // which starts two frames (66.7 ms) before the file's own: each caption from its EOC to
        // the EDM that erases it. FFmpeg showed the first one from 0 to 0.667 s.
        let shaka: [Expected] = [
            Expected(start: 767, end: 4_972, text: "These are 608 captions\n(top left)"),
            Expected(start: 5_305, end: 11_979, text: "These are 608 captions\n(middle)"),
            Expected(start: 12_312, end: 19_319, text: "These are 608 captions\n(bottom left)"),
        ]
        let timelineDifference: Int64 = 67
        try check(
            "shaka-cea608-ts", "captions-test.ts", frameRate: 30_000 / 1_001,
            expected: shaka.map {
                Expected(
                    start: $0.start - timelineDifference, end: $0.end - timelineDifference,
                    text: $0.text)
            })
    }

    @Test func activeCuesReadPastTheTimeAsked() throws {
        // The same cues as above: 0.700–4.905, 5.238–11.912, 12.245–19.252 on the file's clock.
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let track = try #require(source.tracks.first { $0.title == "CC1" })
        #expect(
            try source.activeCues(of: track.id, at: .seconds(8)).map(\.text) == [
                "These are 608 captions\n(middle)"
            ])
        #expect(
            try source.activeCues(of: track.id, at: .seconds(3)).map(\.text) == [
                "These are 608 captions\n(top left)"
            ])
        #expect(try source.activeCues(of: track.id, at: .seconds(5)).isEmpty)
        #expect(
            try source.activeCues(of: track.id, at: .seconds(15)).map(\.text) == [
                "These are 608 captions\n(bottom left)"
            ])
    }

    @Test func seekThenNextCuesReadsFromThere() throws {
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
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
        // Roll-up: the row shows from its first character (FFmpeg dated it from the roll-up
        // code, 0.133 s) and the carriage return at 1.835 s scrolls it up under the next row,
        // which FFmpeg's decoder left out.
        try check(
            "shaka-cea608-hevc-sei", "cea-h265.mp4", frameRate: 30_000 / 1_001,
            expected: [
                Expected(start: 267, end: 1_835, text: "WE WILL BREAK DOWN WHAT THIS"),
                Expected(start: 1_835, end: 2_002, text: "WE WILL BREAK DOWN WHAT THIS\nME"),
            ])
    }

    @Test func hlsSegmentWithH264SEI() throws {
        // The segment's CC1 pairs (`ffprobe -f lavfi -i "movie=FILE[out0+subcc]" -show_data`):
        // at 0 s RCL, "First subtitle", EOC; at 0.875 s EOC (showing the empty memory) and EDM;
        // at 1.167 s "Second subtitle" and EOC, and nothing erases it: it lasts to the end of
        // the segment, 2.5 s (FFmpeg's decoder ended it at 1.459 s).
        try check(
            "ax-hls-cea608-ts", "sd-hls0000000000.ts", frameRate: 24,
            expected: [
                Expected(start: 0, end: 875, text: "First subtitle"),
                Expected(start: 1_167, end: 2_500, text: "Second subtitle"),
            ])
    }

    @Test func mp4C608TrackDecodesToTheEnd() throws {
        // `ffmpeg -v error -i cea608-track.mp4 -map 0:1 -f srt -`, but 27 is CTA-608's
        // apostrophe (FFmpeg drew ’), and the last caption, which no code erases, lasts to the
        // end of the track's last sample, 5.213 s (FFmpeg ended it at 4.883 s).
        let source = try MediaSource.open(
            path: Corpus.path("shaka-cea608-c608track", "cea608-track.mp4"))
        let captions = source.tracks.filter { $0.kind == .legible }
        #expect(captions.count == 1)
        #expect(captions.first?.language == "en")
        #expect(captions.first?.flags.contains(.captions) == true)
        let cues = try source.cues(of: captions[0].id)
        #expect(
            cues.map(\.text) == [
                "[woman narrating]\nThere are days\nin every child's life",
                "that change who they are\nforever.",
            ])
        #expect(
            cues.first?.runs.last
                == StyledRun("There are days\nin every child's life", style: .italic))
        #expect(cues.map { $0.start.microseconds / 1_000 } == [806, 3_303])
        #expect(cues.map { $0.end.microseconds / 1_000 } == [3_303, 5_213])
    }

    @Test func videoWithoutCaptionDataGetsNoCaptionTrack() throws {
        let source = try MediaSource.open(
            path: Corpus.path("mediabunny-mkv-multi", "test-mkv-multi.mkv"))
        #expect(!source.tracks.contains { $0.codec == "eia_608" })
    }
}
