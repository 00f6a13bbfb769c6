import PlayerCaptions
import PlayerCore
import Testing

/// A WebVTT file's `STYLE` blocks applied to its cues' runs, selectors read as W3C WebVTT
/// (§6.1 "the ::cue pseudo-element") and CSS Selectors read them: `::cue` for every cue,
/// `::cue(#id)` for one cue, and compound selectors inside `::cue()` for the elements they
/// match.
@Suite struct WebVTTStyleSheetTests {
    private let lime = CueColor(red: 0, green: 255, blue: 0)
    private let yellow = CueColor(red: 255, green: 255, blue: 0)
    private let red = CueColor(red: 255, green: 0, blue: 0)

    private func runs(_ style: String, _ cueText: String, identifier: String = "") -> [StyledRun] {
        let document = WebVTTDocument(
            parsing: "WEBVTT\n\nSTYLE\n\(style)\n\n\(identifier.isEmpty ? "" : identifier + "\n")"
                + "00:00.000 --> 00:01.000\n\(cueText)\n")
        return document.cues.first?.text.caption.runs ?? []
    }

    @Test func compoundClassSelectorsMatchOnlyElementsWithEveryClass() {
        #expect(
            runs("::cue(.a.b) { color: lime }", "<c.a>one</c> <c.a.b>two</c> <c.b.a.x>three</c>")
                == [
                    StyledRun("one "), StyledRun("two", color: lime), StyledRun(" "),
                    StyledRun("three", color: lime),
                ])
    }

    @Test func elementAndClassTogether() {
        #expect(
            runs("::cue(c.yellow) { color: yellow }", "<c.yellow>yes</c> <i.yellow>no</i>")
                == [
                    StyledRun("yes", color: yellow), StyledRun(" "),
                    StyledRun("no", style: .italic),
                ])
    }

    @Test func voiceAttributeSelectors() {
        let style = """
            ::cue(v[voice="Mary"]) { color: red }
            ::cue(v[voice]) { font-weight: bold }
            """
        #expect(
            runs(style, "<v Mary>Hi</v> <v Bob>Yo</v>") == [
                StyledRun("Hi", style: .bold, color: red), StyledRun(" "),
                StyledRun("Yo", style: .bold),
            ])
    }

    @Test func cueAndIdentifierSelectorsStyleTheWholeCue() {
        let style = "::cue { font-style: italic } ::cue(#loud) { color: red }"
        #expect(
            runs(style, "Hello", identifier: "loud") == [
                StyledRun("Hello", style: .italic, color: red)
            ])
        #expect(runs(style, "Hello", identifier: "quiet") == [StyledRun("Hello", style: .italic)])
    }

    @Test func malformedAttributeSelectorsAreNotApplied() {
        #expect(
            runs("::cue([]) { color: red } ::cue([=x]) { color: red }", "<v A>x</v>") == [
                StyledRun("x")
            ])
    }

    @Test func selectorsWithCombinatorsAreNotApplied() {
        #expect(
            runs("::cue(c .a) { color: red } ::cue(b:past) { color: red }", "<c.a>x</c><b>y</b>")
                == [
                    StyledRun("x"), StyledRun("y", style: .bold),
                ])
    }

    @Test func voiceRulesOfSeveralStyleBlocksAddUp() throws {
        let document = WebVTTDocument(
            parsing: """
                WEBVTT

                STYLE
                ::cue(v[voice="The Frog"]) { font-weight: bold }

                STYLE
                ::cue(v){text-decoration:underline}

                00:25.000 --> 00:28.000
                <v  LaGord>You are an idiot</v>
                <v  The Frog>You don't have the guts</v>
                """)
        #expect(
            document.cues.first?.text.caption.runs == [
                StyledRun("You are an idiot", style: .underline), StyledRun("\n"),
                StyledRun("You don't have the guts", style: [.bold, .underline]),
            ])
    }
}
