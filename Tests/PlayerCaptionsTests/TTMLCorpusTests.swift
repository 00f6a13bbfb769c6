import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The TTML files of the shared corpus, expectations worked out by reading each file.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct TTMLCorpusTests {
    private func cues(_ relativePath: String) throws -> [Cue] {
        try TTMLDocument(parsing: Corpus.bytes(relativePath)).cues
    }

    @Test func simpleDocumentWithDraftNamespaces() throws {
        #expect(
            try cues("ax-sidecars/ttml_simple.ttml").map(ExpectedCue.init) == [
                ExpectedCue(10_000, 18_000, "cue 1"), ExpectedCue(20_000, 28_000, "cue 2"),
                ExpectedCue(30_000, 38_000, "cue 3"),
            ])
    }

    @Test func overlappingCuesAllStay() throws {
        #expect(
            try cues("ax-sidecars/ttml_overlapping_times.ttml").map(ExpectedCue.init) == [
                ExpectedCue(10_000, 25_000, "cue 1"),
                ExpectedCue(15_000, 20_000, "cue 2: nested inside cue 1"),
                ExpectedCue(16_000, 28_000, "cue 3: overlaps with cue 2"),
            ])
    }

    @Test func rubiesKeepTheirBaseText() throws {
        // Every paragraph reads "Cue with annotated text." once its ruby text and delimiters
        // are left out, except the fifth (50 s), whose ruby has no base at all.
        let annotated = "Cue with annotated text."
        #expect(
            try cues("ax-sidecars/ttml_rubies.ttml").map(ExpectedCue.init) == [
                ExpectedCue(10_000, 18_000, annotated), ExpectedCue(20_000, 28_000, annotated),
                ExpectedCue(30_000, 38_000, annotated), ExpectedCue(40_000, 48_000, annotated),
                ExpectedCue(50_000, 58_000, "Cue with text."),
                ExpectedCue(60_000, 68_000, annotated), ExpectedCue(70_000, 78_000, annotated),
                ExpectedCue(80_000, 88_000, annotated),
            ])
    }

    @Test func anSTPPSampleDocument() throws {
        // The fragmented MP4's one sample is a whole TTML document; it is cut out here by its
        // XML text, as the media layer will cut it out by sample size.
        let bytes = try Corpus.bytes("shaka-fmp4-stpp/ttml-segment.mp4")
        let start = try #require(bytes.firstRange(of: Array("<?xml".utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array("</tt>".utf8))).upperBound
        let cues = try TTMLDocument(parsing: Array(bytes[start..<end])).cues
        #expect(cues.count == 10)
        #expect(
            cues.prefix(3).map(ExpectedCue.init) == [
                ExpectedCue(23_000, 24_500, "You're a jerk, Thom."),
                ExpectedCue(25_000, 27_000, "Look Celia, we have to follow our passions;"),
                ExpectedCue(
                    27_000, 30_500,
                    "...you have your robotics, and I\njust want to be awesome in space."),
            ])
        #expect(
            cues.last.map(ExpectedCue.init)
                == ExpectedCue(50_000, 53_500, "Robot's memory synced and locked!"))
    }
}
