import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// `parseTextCaptions(_:format:)`, the one call the media layer makes for text sidecars.
@Suite struct WebVTTAndSubRipEntryTests {
    private func expected(_ text: String, _ format: SidecarFormat) -> [ExpectedCue]? {
        parseTextCaptions(text, format: format)?.map(ExpectedCue.init)
    }

    @Test func webVTTWithOneValidCueIsReadStrictly() {
        let text = "WEBVTT\n\n00:01.000 --> 00:02.000\nkept\n\n00:03.5 --> 00:04.5\ndropped"
        #expect(expected(text, .webVTT) == [ExpectedCue(1_000, 2_000, "kept")])
    }

    @Test func webVTTWithNoValidCueIsReadAgainLeniently() {
        let text = "WEBVTT\n\n00:01.5 --> 00:02\nshort\n\n00:03.25 --> 00:04.50\nfractions"
        #expect(
            expected(text, .webVTT) == [
                ExpectedCue(1_500, 2_000, "short"), ExpectedCue(3_250, 4_500, "fractions"),
            ])
    }

    @Test func subRipNamedVTTIsReadAsSubRip() {
        let text = "1\n00:00:01,000 --> 00:00:02,000\n<i>hello</i>\n"
        #expect(expected(text, .webVTT) == [ExpectedCue(1_000, 2_000, "hello")])
    }

    @Test func subRipAndIdentifierAndSpeakerReachTheCue() {
        #expect(
            expected("00:01,000 --> 00:02,000\nhi", .subRip) == [ExpectedCue(1_000, 2_000, "hi")])
        let cue = parseTextCaptions(
            "WEBVTT\n\nq1\n00:01.000 --> 00:02.000\n<v Ann>Why?", format: .webVTT)?.first
        #expect(cue?.identifier == "q1")
        #expect(cue?.speaker == "Ann")
    }

    @Test(arguments: [SidecarFormat.ass, .ssa, .scc, .vobSub])
    func otherFormatsAreLeftToFFmpeg(format: SidecarFormat) {
        #expect(parseTextCaptions("00:01,000 --> 00:02,000\nhi", format: format) == nil)
    }
}
