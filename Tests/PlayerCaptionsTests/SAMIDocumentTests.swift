import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// ``SAMIDocument`` on what SAMI files rely on (Microsoft's SAMI 1.0 description, HTML's
/// reading of text and character references, CSS's colour and font properties).
@Suite struct SAMIDocumentTests {
    private func document(_ body: String, style: String = ".ENCC { Name: English; lang: en-US; }")
        -> SAMIDocument
    {
        SAMIDocument(
            text: """
                <SAMI><HEAD><STYLE TYPE="text/css"><!--
                \(style)
                --></STYLE></HEAD><BODY>
                \(body)
                </BODY></SAMI>
                """)
    }

    @Test func aNonBreakingSpaceSyncClearsTheScreenAndMakesNoCue() {
        let read = document(
            """
            <SYNC Start=1000><P Class=ENCC>Hello
            <SYNC Start=2500><P Class=ENCC>&nbsp;
            <SYNC Start=4000><P Class=ENCC>Again
            <SYNC Start=5000><P Class=ENCC>&nbsp;
            """)
        #expect(
            read.tracks.first?.cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 2500, "Hello"), ExpectedCue(4000, 5000, "Again"),
            ])
        #expect(read.skipped.isEmpty)
    }

    @Test func aFileOfOneCaptionGivesItsCue() {
        let read = document("<SYNC Start=1500><P Class=ENCC>Only one</P></SYNC>")
        #expect(
            read.tracks.first?.cues.map(ExpectedCue.init) == [
                ExpectedCue(1500, 1500 + 4000, "Only one")
            ])
    }

    @Test func aStatedEndEndsTheCaption() {
        let read = document(
            "<SYNC Start=1000 End=1800><P Class=ENCC>Short</SYNC><SYNC Start=9000><P Class=ENCC>Next"
        )
        #expect(
            read.tracks.first?.cues.first.map(ExpectedCue.init) == ExpectedCue(1000, 1800, "Short"))
    }

    @Test func eachClassIsATrackNamedByItsStyleRule() {
        let read = document(
            """
            <SYNC Start=1000><P Class=ENCC>Butterfly.<P Class=FRCC>Papillon.
            <SYNC Start=3000><P Class=FRCC>&nbsp;
            <SYNC Start=4000><P Class=ENCC>&nbsp;
            """,
            style: ".ENCC { Name: English; lang: en-US; } .FRCC { Name: 'Français'; lang: fr-FR; }")
        #expect(read.tracks.map(\.name) == ["English", "Français"])
        #expect(read.tracks.map(\.language) == [LanguageTag("en-US"), LanguageTag("fr-FR")])
        #expect(
            read.tracks.map { $0.cues.map(ExpectedCue.init) } == [
                [ExpectedCue(1000, 4000, "Butterfly.")], [ExpectedCue(1000, 3000, "Papillon.")],
            ])
    }

    @Test func textIsReadAsHTMLReadsIt() {
        let read = document(
            "<SYNC Start=0><P Class=ENCC>  a   &amp;\n b&lt;c&gt; &#x2605;&starf; &bogus; <BR> line\ttwo "
        )
        #expect(read.tracks.first?.cues.first?.text == "a & b<c> ★★ &bogus;\nline two")
    }

    @Test func cssColourItalicAndAlignmentStyleTheCue() throws {
        let read = document(
            """
            <SYNC Start=0><P Class=ENCC Style="text-align: left">plain <I>slanted</I> \
            <SPAN Style="color: #00ff00; font-weight: bold">green</SPAN><FONT color=red>red</FONT>
            """,
            style: "P { color: #ffeedd; } .ENCC { lang: en-US; font-style: italic; }")
        let cue = try #require(read.tracks.first?.cues.first)
        let cream = CueColor(red: 0xFF, green: 0xEE, blue: 0xDD)
        #expect(
            cue.runs == [
                StyledRun("plain slanted ", style: .italic, color: cream),
                StyledRun(
                    "green", style: [.italic, .bold], color: CueColor(red: 0, green: 255, blue: 0)),
                StyledRun("red", style: .italic, color: CueColor(red: 255, green: 0, blue: 0)),
            ])
        #expect(cue.layout.textAlignment == .left)
    }

    @Test func aSyncWithoutAValidStartIsSkippedAndNamed() {
        let read = document(
            """
            <SYNC Start=1000><P Class=ENCC>One
            <SYNC Start=soon><P Class=ENCC>Lost
            <SYNC Start=3000><P Class=ENCC>Three
            """)
        #expect(
            read.tracks.first?.cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 3000, "One"), ExpectedCue(3000, 7000, "Three"),
            ])
        #expect(read.skipped.map(\.line) == [5])
        #expect(read.skipped.first?.reason.contains("Start=\"soon\"") == true)
    }

    @Test func aSyncWithNoParagraphClearsEveryClass() {
        let read = document(
            "<SYNC Start=1000><P Class=ENCC>Shown</SYNC><SYNC Start=2000></SYNC>")
        #expect(read.tracks.first?.cues.map(ExpectedCue.init) == [ExpectedCue(1000, 2000, "Shown")])
    }

    @Test func commentsAndUnknownTagsAreNotCaptionText() {
        let read = document(
            "<SYNC Start=0><P Class=ENCC><!-- note <b>x</b> -->Kept <blink>text</blink></SYNC>")
        #expect(read.tracks.first?.cues.first?.text == "Kept text")
    }
}
