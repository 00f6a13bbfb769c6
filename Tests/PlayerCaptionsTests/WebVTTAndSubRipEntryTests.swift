import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// `parseTextCaptions(_:format:)`, the one call the media layer makes for text sidecars.
@Suite struct WebVTTAndSubRipEntryTests {
    private func expected(_ text: String, _ format: SidecarFormat) throws -> [ExpectedCue]? {
        try parseTextCaptions(text, format: format)?.map(ExpectedCue.init)
    }

    /// The specification takes exactly three digits of fraction: a cue with fewer is left out
    /// (and named among the skipped lines), even when no cue is left.
    @Test func webVTTTimingsAreReadStrictlyAndMalformedOnesReported() throws {
        let text = "WEBVTT\n\n00:01.000 --> 00:02.000\nkept\n\n00:03.5 --> 00:04.5\ndropped"
        #expect(try expected(text, .webVTT) == [ExpectedCue(1_000, 2_000, "kept")])
        let read = try #require(try readTextCaptions(text, format: .webVTT))
        #expect(read.skipped.map(\.line) == [6])
        let noneValid = "WEBVTT\n\n00:01.5 --> 00:02\nshort\n\n00:03.25 --> 00:04.50\nfractions"
        #expect(try expected(noneValid, .webVTT) == [])
    }

    /// Text without the `WEBVTT` signature is not WebVTT, whatever else it looks like.
    @Test func subRipNamedVTTIsRefused() {
        let text = "1\n00:00:01,000 --> 00:00:02,000\n<i>hello</i>\n"
        #expect(throws: WebVTTSignatureError()) { try expected(text, .webVTT) }
    }

    @Test func subRipAndIdentifierAndSpeakerReachTheCue() throws {
        #expect(
            try expected("00:01,000 --> 00:02,000\nhi", .subRip)
                == [ExpectedCue(1_000, 2_000, "hi")])
        let cue = try parseTextCaptions(
            "WEBVTT\n\nq1\n00:01.000 --> 00:02.000\n<v Ann>Why?", format: .webVTT)?.first
        #expect(cue?.identifier == "q1")
        #expect(cue?.speaker == "Ann")
    }

    @Test(arguments: [SidecarFormat.ass, .ssa, .scc, .vobSub])
    func otherFormatsAreLeftToFFmpeg(format: SidecarFormat) throws {
        #expect(try parseTextCaptions("00:01,000 --> 00:02,000\nhi", format: format) == nil)
    }
}
