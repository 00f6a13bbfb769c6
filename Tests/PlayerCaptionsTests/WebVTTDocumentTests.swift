import PlayerCaptions
import PlayerCore
import Testing

/// Hand-made WebVTT files for the parsing rules the corpus files do not reach.
@Suite struct WebVTTDocumentTests {
    private func payloads(_ text: String) -> [String] {
        WebVTTDocument(parsing: text).cues.map(\.payload)
    }

    @Test func theDocumentationExampleReadsAsDocumented() {
        let document = WebVTTDocument(
            parsing: "WEBVTT\n\nintro\n00:01.000 --> 00:04.000 align:start\n"
                + "<v Roger>It's <i>you</i> &amp; me</v>")
        #expect(document.isValid)
        let cue = document.cues.first
        #expect(cue?.identifier == "intro")
        #expect(cue?.settings.alignment == .start)
        #expect(cue?.text.caption.text == "It's you & me")
        #expect(cue?.text.speaker == "Roger")
        #expect(
            document.captionCues.first?.runs == [
                StyledRun("It's "), StyledRun("you", style: .italic), StyledRun(" & me"),
            ])
        #expect(document.captionCues.first?.identifier == "intro")
        #expect(document.captionCues.first?.speaker == "Roger")
    }

    @Test(arguments: [
        "WEBVT\n\n00:00.000 --> 00:01.000\nx", "WEBVTTX\n\n00:00.000 --> 00:01.000\nx",
        " WEBVTT\n\n00:00.000 --> 00:01.000\nx", "webvtt\n\n00:00.000 --> 00:01.000\nx",
    ])
    func withoutTheSignatureNothingIsRead(text: String) {
        let document = WebVTTDocument(parsing: text)
        #expect(!document.isValid)
        #expect(document.cues.isEmpty)
    }

    @Test(arguments: ["WEBVTT", "WEBVTT\n", "WEBVTT\tcomment", "WEBVTT header words"])
    func signatureAloneIsAValidEmptyFile(text: String) {
        let document = WebVTTDocument(parsing: text)
        #expect(document.isValid)
        #expect(document.cues.isEmpty)
    }

    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndingSeparatesLinesAndBlocks(lineEnd: String) {
        let text = [
            "WEBVTT", "", "one", "00:01.000 --> 00:02.000", "first", "line", "",
            "00:03.000 --> 00:04.000", "second",
        ].joined(separator: lineEnd)
        let cues = WebVTTDocument(parsing: text).cues
        #expect(cues.map(\.identifier) == ["one", ""])
        #expect(cues.map(\.payload) == ["first\nline", "second"])
    }

    @Test func headerLinesAreNotCuesAndAnArrowEndsTheHeader() {
        let text = "WEBVTT\nKind: captions\nLanguage: en\n00:01.000 --> 00:02.000\nhi\n"
        #expect(payloads(text) == ["hi"])
    }

    @Test func styleBlockAfterACueIsNoStyleSheet() {
        // A STYLE block after a cue is no style sheet; a "-->" line as its second line then
        // makes it a cue named "STYLE".
        let text = """
            WEBVTT

            00:01.000 --> 00:02.000
            one

            STYLE
            00:03.000 --> 00:04.000
            two

            NOTE 00:05.000 --> 00:06.000
            """
        let cues = WebVTTDocument(parsing: text).cues
        #expect(cues.map(\.identifier) == ["", "STYLE"])
        #expect(cues.map(\.payload) == ["one", "two"])
    }

    @Test func styleBlockBeforeTheFirstCueHidesItsLines() {
        let text = "WEBVTT\n\nSTYLE\n::cue { color: red }\n\n00:01.000 --> 00:02.000\nhi"
        #expect(payloads(text) == ["hi"])
    }

    @Test func nulBecomesReplacementCharacter() {
        #expect(payloads("WEBVTT\n\n00:01.000 --> 00:02.000\na\0b") == ["a\u{FFFD}b"])
    }

    @Test func hoursMayHaveManyDigitsAndMinutesOver59AreRefused() {
        let text = """
            WEBVTT

            1000:00:00.000 --> 1000:00:01.000
            long

            00:60.000 --> 00:61.000
            bad

            60:00.000 --> 61:00.000
            also bad
            """
        let cues = WebVTTDocument(parsing: text).cues
        #expect(cues.map(\.payload) == ["long"])
        #expect(cues.first?.start == .seconds(3_600_000))
    }

    @Test func fractionsOfOtherThanThreeDigitsAreRefused() {
        let text = """
            WEBVTT

            00:01 --> 00:02.5
            a

            00:03.25 --> 00:04.250
            b

            00:05.0000 --> 00:06.000
            c
            """
        let document = WebVTTDocument(parsing: text)
        #expect(document.cues.isEmpty)
        #expect(document.malformedTimingLines.map(\.line) == [3, 6, 9])
    }

    @Test func timestampMapInEitherOrderAndMalformedOnesIgnored() {
        let mapped = WebVTTDocument(
            parsing: "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n\n")
        #expect(mapped.timestampMap?.offset == .seconds(10))
        let negative = WebVTTDocument(
            parsing: "WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:20.000,MPEGTS:900000\n")
        #expect(negative.timestampMap?.offset == .seconds(-10))
        let malformed = WebVTTDocument(
            parsing: "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:90x,LOCAL:00:00.000\n")
        #expect(malformed.timestampMap == nil)
        let inACue = WebVTTDocument(
            parsing: "WEBVTT\n\n00:01.000 --> 00:02.000\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00.000")
        #expect(inACue.timestampMap == nil)
    }
}

/// Cue settings and regions reaching the shared layout value.
@Suite struct WebVTTLayoutTests {
    @Test func settingsAndRegionFillTheLayout() throws {
        let text = """
            WEBVTT

            REGION
            id:fred width:40% lines:3 regionanchor:0%,100% viewportanchor:10%,90%

            00:01.000 --> 00:02.000 region:fred line:0 position:20%,line-left size:50% align:left
            Top left

            00:03.000 --> 00:04.000 line:25%,center vertical:rl region:nobody
            Vertical
            """
        let cues = WebVTTDocument(parsing: text).captionCues
        #expect(cues.count == 2)
        var first = CueLayout()
        first.line = .number(0)
        first.position = 20
        first.positionAnchor = .start
        first.size = 50
        first.textAlignment = .left
        // 3 lines of 6% each, anchored at their bottom left on (10%, 90%).
        first.region = CueRegion(
            identifier: "fred", x: 10, y: 72, width: 40, height: nil, lines: 3)
        #expect(cues[0].layout == first)
        var second = CueLayout()
        second.line = .percent(25)
        second.lineAnchor = .center
        second.direction = .verticalRightToLeft
        #expect(cues[1].layout == second)
    }
}
