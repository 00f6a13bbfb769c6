import Foundation
import PlayerCaptions
import PlayerCore
import Testing

/// Writing cues out as SubRip, WebVTT, JSON and one-line text.
@Suite struct CueWriterTests {
    private let hello = Cue(
        start: .milliseconds(1_500), end: .milliseconds(3_250), text: "Hello",
        runs: [StyledRun("Hello")])
    private let styled = Cue(
        start: .milliseconds(61_001), end: .milliseconds(3_661_500),
        text: "Line one\nLine two",
        runs: [
            StyledRun("Line "), StyledRun("one\nLine", style: .italic),
            StyledRun(" two", style: .bold),
        ])
    private let picture = Cue(
        start: .seconds(4), end: .seconds(5), text: nil,
        image: CueImage(x: 0, y: 360, width: 720, height: 120))

    @Test func subRipNumbersCuesAndTagsEachLine() {
        #expect(
            CueFormat.srt.write([hello, styled, picture]) == """
                1
                00:00:01,500 --> 00:00:03,250
                Hello

                2
                00:01:01,001 --> 01:01:01,500
                Line <i>one</i>
                <i>Line</i><b> two</b>

                3
                00:00:04,000 --> 00:00:05,000
                [image 720×120 at 0,360]


                """)
    }

    @Test func webVTTHasHeaderDotTimesAndEscapes() {
        let escaped = Cue(
            start: .zero, end: .seconds(1), text: "Tom & Jerry <3 -->",
            runs: [StyledRun("Tom & Jerry <3 -->", style: .underline)])
        #expect(
            CueFormat.vtt.write([hello, styled, escaped, picture]) == """
                WEBVTT

                00:00:01.500 --> 00:00:03.250
                Hello

                00:01:01.001 --> 01:01:01.500
                Line <i>one</i>
                <i>Line</i><b> two</b>

                00:00:00.000 --> 00:00:01.000
                <u>Tom &amp; Jerry &lt;3 --&gt;</u>

                00:00:04.000 --> 00:00:05.000
                [image 720×120 at 0,360]

                """)
    }

    @Test func allThreeStylesNestAndBlankLinesCannotEndACueEarly() {
        let cue = Cue(
            start: .zero, end: .seconds(1), text: "a\n\nb",
            runs: [StyledRun("a\n\nb", style: [.italic, .bold, .underline])])
        #expect(
            CueFormat.srt.write([cue])
                == "1\n00:00:00,000 --> 00:00:01,000\n<u><b><i>a</i></b></u>\n<u><b><i>b</i></b></u>\n\n"
        )
    }

    @Test func cueWithTextButNoRunsWritesItsText() {
        let cue = Cue(start: .zero, end: .seconds(2), text: "plain\ntwo lines")
        #expect(
            CueFormat.vtt.write([cue])
                == "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nplain\ntwo lines\n")
    }

    @Test func timesBeforeZeroAreWrittenAsZeroInSubRip() {
        let cue = Cue(start: .milliseconds(-400), end: .milliseconds(600), text: "x")
        #expect(CueFormat.srt.write([cue]) == "1\n00:00:00,000 --> 00:00:00,600\nx\n\n")
    }

    @Test func jsonGivesSecondsTextStyledRunsAndNullForPictures() {
        #expect(
            CueFormat.json.write([hello, styled, picture]) == """
                [
                  {"start": 1.5, "end": 3.25, "text": "Hello"},
                  {"start": 61.001, "end": 3661.5, "text": "Line one\\nLine two", "runs": [{"text": "Line "}, {"text": "one\\nLine", "italic": true}, {"text": " two", "bold": true}]},
                  {"start": 4, "end": 5, "text": null, "image": {"x": 0, "y": 360, "width": 720, "height": 120}}
                ]

                """)
    }

    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() throws {
        let tricky = "Say \"hi\"\\\n\t\u{01}é 😛"
        let cue = Cue(
            start: MediaTime(microseconds: 1), end: MediaTime(microseconds: -250_000), text: tricky)
        let json = CueFormat.json.write([cue])
        #expect(
            json
                == #"[\#n  {"start": 0.000001, "end": -0.25, "text": "Say \"hi\"\\\n\t\u0001é 😛"}\#n]\#n"#
        )
        // A JSON reader gets the same values back.
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["text"] as? String == tricky)
        #expect(parsed?.first?["start"] as? Double == 0.000001)
    }

    @Test func textFormatIsOneLinePerCue() {
        #expect(
            CueFormat.text.write([hello, styled, picture]) == """
                00:00:01.500 --> 00:00:03.250  Hello
                00:01:01.001 --> 01:01:01.500  Line one / Line two
                00:00:04.000 --> 00:00:05.000  [image 720×120 at 0,360]

                """)
    }

    @Test func pictureWithoutPlacementIsStillDescribed() {
        let cue = Cue(start: .zero, end: .seconds(1), text: nil)
        #expect(CueFormat.text.write([cue]) == "00:00:00.000 --> 00:00:01.000  [image]\n")
    }

    @Test func noCues() {
        #expect(CueFormat.srt.write([]) == "")
        #expect(CueFormat.vtt.write([]) == "WEBVTT\n")
        #expect(CueFormat.json.write([]) == "[]\n")
        #expect(CueFormat.text.write([]) == "")
    }
}
