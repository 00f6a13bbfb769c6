import PlayerCore
import Testing

@testable import PlayerCaptions

/// Reading the ASS event lines FFmpeg's text decoders produce into speech and styled runs.
@Suite struct ASSDialogueTextTests {
    @Test func dialogueIsEverythingAfterTheEighthCommaCommasIncluded() {
        let caption = CaptionText(assEvent: "3,0,Default,Olly,0,0,0,,Hello, world, again")
        #expect(caption.text == "Hello, world, again")
        #expect(caption.runs == [StyledRun("Hello, world, again")])
    }

    @Test func eventWithTooFewFieldsKeepsAllItsWords() {
        #expect(CaptionText(assEvent: "0,0,Default,Hi there").text == "0,0,Default,Hi there")
    }

    @Test func fontColourFromSubRipColoursTheRunAndBoldStays() {
        // FFmpeg's subrip decoder output for <font color="#00ff00"><b>[instrumental music]</b></font>
        let caption = CaptionText(
            assEvent: #"0,0,Default,,0,0,0,,{\c&HFF00&}{\b1}[instrumental music]{\b0}{\c}"#)
        #expect(caption.text == "[instrumental music]")
        #expect(
            caption.runs == [
                StyledRun(
                    "[instrumental music]", style: .bold,
                    color: CueColor(red: 0, green: 0xFF, blue: 0))
            ])
    }

    @Test func nestedBoldUnderlineCombine() {
        let caption = CaptionText(
            assEvent: #"0,0,Default,,0,0,0,,{\b1}{\u1}[dog barking]{\u0}{\b0}"#)
        #expect(caption.runs == [StyledRun("[dog barking]", style: [.bold, .underline])])
    }

    @Test func hardLineBreakSplitsLinesAndItalicRunFollows() {
        let caption = CaptionText(
            assEvent: #"0,0,Default,,0,0,0,,[automated]\N{\i1}'The time is 7:35.'{\i0}"#)
        #expect(caption.text == "[automated]\n'The time is 7:35.'")
        #expect(
            caption.runs == [
                StyledRun("[automated]\n"), StyledRun("'The time is 7:35.'", style: .italic),
            ])
    }

    @Test func fontSizeAndFaceTagsVanishColourStaysAndLinesAreTrimmed() {
        let caption = CaptionText(
            assEvent:
                #"0,0,Default,,0,0,0,,{\c&HFF&}{\fs20}{\fnArial}a {b} c{\fs}{\c}{\fn} {\i1}x{\i0}\N y"#
        )
        #expect(caption.text == "a  c x\ny")
        #expect(
            caption.runs == [
                StyledRun("a  c", color: CueColor(red: 0xFF, green: 0, blue: 0)), StyledRun(" "),
                StyledRun("x", style: .italic), StyledRun("\ny"),
            ])
    }

    @Test func softLineBreakAndHardSpace() {
        let caption = CaptionText(assDialogue: #"one\ntwo\hthree four"#)
        #expect(caption.text == "one\ntwo three four")
    }

    @Test func nonBreakingSpaceBecomesPlainSpace() {
        #expect(CaptionText(assDialogue: "10\u{A0}km").text == "10 km")
    }

    @Test func drawingCommandsAreDropped() {
        let caption = CaptionText(
            assDialogue: #"{\p1}m 0 0 l 100 0 100 100 0 100{\p0}Sign: {\p2}m 0 0 l 5 5{\p0}EXIT"#)
        #expect(caption.text == "Sign: EXIT")
    }

    @Test func positionTagIsNotDrawingMode() {
        #expect(
            CaptionText(assDialogue: #"{\pos(150,50.5)\pbo2}First subtitle."#).text
                == "First subtitle.")
    }

    @Test func karaokeTimingLeavesOnlyTheSyllables() {
        let caption = CaptionText(assDialogue: #"{\k20}Nev{\kf30}er {\ko10}gon{\K40}na"#)
        #expect(caption.text == "Never gonna")
        #expect(caption.runs == [StyledRun("Never gonna")])
    }

    @Test func boldWeightsAndLookalikeTags() {
        let caption = CaptionText(
            assDialogue: #"{\b700}heavy{\b400}light{\bord2\be1\blur3}edge{\b1}on{\b0}off"#)
        #expect(
            caption.runs == [
                StyledRun("heavy", style: .bold), StyledRun("lightedge"),
                StyledRun("on", style: .bold), StyledRun("off"),
            ])
    }

    @Test func clipTagIsNotItalic() {
        #expect(CaptionText(assDialogue: #"{\iclip(0,0,10,10)}plain"#).runs == [StyledRun("plain")])
    }

    @Test func resetClearsEveryStyle() {
        let caption = CaptionText(assDialogue: #"{\i1\b1\u1}all{\r}none{\i1}tilt{\rAlt}none"#)
        #expect(
            caption.runs == [
                StyledRun("all", style: [.italic, .bold, .underline]), StyledRun("none"),
                StyledRun("tilt", style: .italic), StyledRun("none"),
            ])
    }

    @Test func tagWithoutValueRestoresPlainStyle() {
        let caption = CaptionText(assDialogue: #"{\i1}a{\i}b"#)
        #expect(caption.runs == [StyledRun("a", style: .italic), StyledRun("b")])
    }

    @Test func animatedTransformDoesNotChangeStyle() {
        #expect(CaptionText(assDialogue: #"{\t(0,500,\b1)}text"#).runs == [StyledRun("text")])
    }

    @Test func neighbouringRunsOfOneStyleMerge() {
        let caption = CaptionText(assDialogue: #"{\i1}a{\i0}{\i1}b{\fs20}c"#)
        #expect(caption.runs == [StyledRun("abc", style: .italic)])
    }

    @Test func commentBlocksAreRemovedWhateverTheirSpacing() {
        #expect(
            CaptionText(assDialogue: "This is the first subtitle{ignored}.").text
                == "This is the first subtitle.")
        #expect(CaptionText(assDialogue: #"This { \an2} is"#).text == "This  is")
    }

    @Test func unclosedBraceIsText() {
        #expect(CaptionText(assDialogue: "a {b").text == "a {b")
    }

    @Test func backslashNotStartingAnEscapeIsText() {
        #expect(CaptionText(assDialogue: #"C:\Users"#).text == #"C:\Users"#)
    }

    @Test func blankLinesAtBothEndsAreTrimmedButNotBetween() {
        let caption = CaptionText(assDialogue: #"\N  \N {\i1} Hi \N\Nthere{\i0} \N\h\N"#)
        #expect(caption.text == "Hi\n\nthere")
        #expect(caption.runs == [StyledRun("Hi\n\nthere", style: .italic)])
    }

    @Test func emptyAndWhitespaceOnlyDialogueHaveNoRuns() {
        #expect(CaptionText(assDialogue: "").runs.isEmpty)
        #expect(CaptionText(assDialogue: #"{\an8}  \N "#) == CaptionText(runs: []))
    }

    @Test func combiningMarkAfterABlockStaysWithItsLetter() {
        #expect(CaptionText(assDialogue: "e{\\i1}\u{301}x").text == "e\u{301}x")
    }

    @Test(arguments: [
        #"{\c&HFF00&}{\b1}[instrumental music]{\b0}{\c}"#,
        #"[automated]\N{\i1}'The time is 7:35.'{\i0}"#,
        #"  {\b700}x{\u1} y \N{\p1}m 0 0{\p0}z{\r}  \N"#,
        #"{\i1}Test with multi line italics\NTerminated on the next line{\i0}"#,
    ])
    func runsJoinedAreTheTextAndNeighboursDiffer(dialogue: String) {
        let caption = CaptionText(assDialogue: dialogue)
        #expect(caption.runs.map(\.text).joined() == caption.text)
        #expect(caption.runs.allSatisfy { !$0.text.isEmpty })
        #expect(zip(caption.runs, caption.runs.dropFirst()).allSatisfy { $0.style != $1.style })
    }
}
