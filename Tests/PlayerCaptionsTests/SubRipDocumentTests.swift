import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// Hand-made SubRip files for the leniencies the corpus files do not reach.
@Suite struct SubRipDocumentTests {
    private func expected(_ text: String) -> [ExpectedCue] {
        SubRipDocument(parsing: text).cues.map(ExpectedCue.init)
    }

    @Test func theDocumentationExampleReadsAsDocumented() {
        let cues = SubRipDocument(
            parsing: "1\n00:01,5 --> 00:03,250\n<i>Hello</i>\n\n"
                + "00:00:04.000 --> 00:00:05.000 X1:40 X2:600 Y1:20 Y2:50\nworld"
        ).cues
        #expect(cues.first?.start == MediaTime(seconds: 1, milliseconds: 500))
        #expect(cues.first?.runs == [StyledRun("Hello", style: .italic)])
        #expect(cues.last?.text == "world")
    }

    @Test func blankLinesInsideTextStayUnlessANumberedCueFollows() {
        let text = """
            1
            00:00:01,000 --> 00:00:02,000
            first

            still first
            1984

            2
            00:00:03,000 --> 00:00:04,000
            second


            """
        #expect(
            expected(text) == [
                ExpectedCue(1_000, 2_000, "first\n\nstill first\n1984"),
                ExpectedCue(3_000, 4_000, "second"),
            ])
    }

    @Test func cuesWithoutBlankLinesBetweenOrNumbersAtAll() {
        let text = """
            00:00:01,000 --> 00:00:02,000
            one
            00:00:03,000 --> 00:00:04,000
            two
            3
            00:00:05,000 --> 00:00:06,000
            three
            """
        #expect(
            expected(text) == [
                ExpectedCue(1_000, 2_000, "one"), ExpectedCue(3_000, 4_000, "two"),
                ExpectedCue(5_000, 6_000, "three"),
            ])
    }

    @Test func arrowsAndFractionsWrittenLoosely() {
        let text = """
            1
              00:00:01,5-- >00:00:02,25
            a

            2
            1:00:03.7 ->1:00:04
            b

            3
            00:00:05,1234 --> 00:00:06,000
            four fraction digits are no timing
            """
        // The third block's timing line is none, so the block is left out and said, not
        // glued onto the second cue.
        let document = SubRipDocument(parsing: text)
        #expect(
            document.cues.map(ExpectedCue.init) == [
                ExpectedCue(1_500, 2_250, "a"), ExpectedCue(3_603_700, 3_604_000, "b"),
            ])
        #expect(document.skippedLines.map(\.line) == [9])
    }

    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEnding(lineEnd: String) {
        let text = [
            "1", "00:00:01,000 --> 00:00:02,000", "a", "b", "", "2",
            "00:00:03,000 --> 00:00:04,000", "c", "",
        ].joined(separator: lineEnd)
        #expect(
            expected(text) == [ExpectedCue(1_000, 2_000, "a\nb"), ExpectedCue(3_000, 4_000, "c")])
    }

    @Test func tagsCaseFontsAndLiteralAngleBrackets() {
        let cue = SubRipDocument(
            parsing: "00:00:01,000 --> 00:00:02,000\n<I>a</I> < b <3 <Font face=\"x\">c</font>"
                + " {\\b1}d{\\b0}\\Ne"
        ).cues.first
        #expect(cue?.text == "a < b <3 c d\ne")
        #expect(
            cue?.runs == [
                StyledRun("a", style: .italic), StyledRun(" < b <3 c "),
                StyledRun("d", style: .bold), StyledRun("\ne"),
            ])
    }

    @Test func textBeforeTheFirstTimingIsIgnored() {
        #expect(
            expected("junk\n\n00:00:01,000 --> 00:00:02,000\nx") == [ExpectedCue(1_000, 2_000, "x")]
        )
    }

    @Test func aNumberedBlockWithoutATimingLineIsSkippedNotGlued() {
        let document = SubRipDocument(
            parsing: """
                1
                00:00:01,000 --> 00:00:02,000
                First

                2
                no timing here
                Stray text

                3
                00:00:05,000 --> 00:00:06,000
                Third
                """)
        #expect(
            document.cues.map(ExpectedCue.init) == [
                ExpectedCue(1_000, 2_000, "First"), ExpectedCue(5_000, 6_000, "Third"),
            ])
        #expect(document.skippedLines.map(\.line) == [5])
        #expect(document.skippedLines.first?.reason.contains("\"no timing here\"") == true)
    }
}
