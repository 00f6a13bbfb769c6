import PlayerCaptions
import PlayerCore
import Testing

/// Cue text markup read into speech, runs and speaker, worked out by the cue text rules.
@Suite struct WebVTTCueTextTests {
    @Test func voiceNamesTheSpeakerWithClassesAndSpacesTidied() {
        let text = WebVTTCueText(parsing: "<v.loud.angry   Mary \t Ann >Run!</v> <v Bob>No.</v>")
        #expect(text.caption.text == "Run! No.")
        #expect(text.speaker == "Mary Ann")
    }

    @Test func voiceWithoutNameNamesNobody() {
        #expect(WebVTTCueText(parsing: "<v>Hi</v>").speaker == nil)
    }

    @Test func classLangAndUnknownTagsLeaveOnlyTheirText() {
        let text = WebVTTCueText(
            parsing: "<c.yellow>one</c> <lang en-GB>two</lang> <font>three</font>")
        #expect(text.caption.runs == [StyledRun("one two three")])
    }

    @Test func nestedStylesCombineAndUnderlineRunsToTheEnd() {
        let text = WebVTTCueText(parsing: "<b>bold <i>both</i></b> <u>under\nline")
        #expect(
            text.caption.runs == [
                StyledRun("bold ", style: .bold), StyledRun("both", style: [.bold, .italic]),
                StyledRun(" "), StyledRun("under\nline", style: .underline),
            ])
    }

    @Test func rubyTextIsDroppedAndRtOutsideRubyIsIgnored() {
        #expect(WebVTTCueText(parsing: "<ruby>漢<rt>kan</rt>字<rt>ji</ruby>!").caption.text == "漢字!")
        #expect(WebVTTCueText(parsing: "a<rt>b</rt>c").caption.text == "abc")
    }

    @Test func timestampTagsAreDropped() {
        let text = WebVTTCueText(parsing: "Never <00:00:01.000>drink <00:01.500>liquid")
        #expect(text.caption.text == "Never drink liquid")
    }

    /// References are read as HTML reads them: `&amp` without its semicolon is one of HTML's
    /// legacy names and means `&` (as WPT's entities.dat asserts); `&bogus;` is no name.
    @Test func characterReferencesAreDecodedAndUnknownOnesKept() {
        let text = WebVTTCueText(
            parsing:
                "&lt;&gt;&amp;&nbsp;&lrm;&rlm;&quot;&apos; &#233;&#xE9;&#x1F600; &#150; &#0; &bogus; & &amp"
        )
        #expect(
            text.caption.text
                == "<>&\u{A0}\u{200E}\u{200F}\"' éé\u{1F600} \u{2013} \u{FFFD} &bogus; & &")
    }

    @Test func lessThanStartsATagEvenWithoutItsEnd() {
        #expect(WebVTTCueText(parsing: "a <b").caption.text == "a ")
        #expect(WebVTTCueText(parsing: "x </i").caption.text == "x ")
    }

    /// The text is what the cue text parsing rules build: spaces and line breaks as written.
    @Test func spacesAreKeptAsWritten() {
        let text = WebVTTCueText(parsing: "\r\n  first  \r\n\tsecond\n\n")
        #expect(text.caption.text == "\n  first  \n\tsecond\n\n")
    }
}
