import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

/// A WebVTT cue that ends as it starts: the W3C parser keeps it (WPT's timings-negative test
/// expects its `00:00:00.000 --> 00:00:00.000` cue among the file's cues), so a caption file
/// read through ``MediaSource/open(path:options:)`` keeps it and `captions` writes it; it is never on screen.
struct ZeroLengthWebVTTCueTests {
    @Test("A zero-length WebVTT cue is kept in the track's cues and written out")
    func keptAndWritten() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "zero.vtt",
            Array(
                """
                WEBVTT

                120:00:00.000 --> 120:00:00.000
                Never on screen

                120:00:01.000 --> 120:00:02.000
                Shown

                """.utf8))
        let source = try openSource(path)
        let cues = try source.cues(of: try #require(source.tracks.first).id)
        let hours120 = MediaTime.seconds(120 * 3_600)
        #expect(cues.map(\.start) == [hours120, hours120 + .seconds(1)])
        #expect(cues.map(\.text) == ["Never on screen", "Shown"])
        #expect(cues[0].end == cues[0].start && !cues[0].isActive(at: hours120))
        #expect(
            CueFormat.vtt.write(cues).contains(
                "120:00:00.000 --> 120:00:00.000\nNever on screen\n"))
    }

    @Test("A zero-length SubRip cue is still left out")
    func subRipStillDropped() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "zero.srt",
            Array(
                "1\n00:00:01,000 --> 00:00:01,000\nGone\n\n2\n00:00:02,000 --> 00:00:03,000\nHere\n"
                    .utf8))
        let source = try openSource(path)
        let cues = try source.cues(of: try #require(source.tracks.first).id)
        #expect(cues.map(\.text) == ["Here"])
    }

    @Test("WPT's timings-negative.vtt keeps its 0 → 0 cue through the media source")
    func wptZeroLengthCue() throws {
        try #require(Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)")
        let source = try openSource(
            Corpus.path("wpt-webvtt-file-parsing/tests/support", "timings-negative.vtt"))
        let cues = try source.cues(of: try #require(source.tracks.first).id)
        let first = try #require(cues.first)
        #expect(first.start == .zero && first.end == .zero && first.text == "text0")
    }

    @Test("WPT's timings-negative.vtt keeps all four cues, those ending before they start too")
    func wptNegativeCuesKept() throws {
        try #require(Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)")
        let path = Corpus.path("wpt-webvtt-file-parsing/tests/support", "timings-negative.vtt")
        let source = try openSource(path)
        let cues = try source.cues(of: try #require(source.tracks.first).id)
        // timings-negative.expected.js: four cues, text0 to text3, each never on screen.
        #expect(cues.map(\.text) == ["text0", "text1", "text2", "text3"])
        #expect(cues.dropFirst().allSatisfy { $0.end < $0.start })
        // Converted as `captions FILE` converts a file alone, as it is read.
        var writer = CueDocumentWriter(format: .vtt)
        _ = try CaptionFileReading(path: path, format: .webVTT) { cue, _, rank in
            writer.add(cue, rank: rank)
        }
        var converted = ""
        writer.write(to: &converted)
        #expect(converted.contains("00:00:01.000 --> 00:00:00.999\ntext1\n"))
    }
}
