import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions

/// `Dialogue:` lines as the reader finds and reads them on the script's bytes: every newline
/// character ends a line, the key in any letter case, the section and the style each event
/// names.
@Suite struct SSADialogueLineTests {
    /// The cues the first tests' scripts state: "One" from 1 s to 2 s, "Two" from 3 s to 4 s.
    private static var oneThenTwo: [ExpectedCue] {
        [ExpectedCue(1000, 2000, "One"), ExpectedCue(3000, 4000, "Two")]
    }

    /// Unicode's newline characters (UAX #14's mandatory breaks): LF, VT, FF, CR, NEL,
    /// LINE SEPARATOR and PARAGRAPH SEPARATOR.
    @Test(arguments: ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyNewlineEndsADialogueLine(separator: String) {
        let lines = [
            "[Events]", "Format: Start, End, Text", "Dialogue: 0:00:01.00,0:00:02.00,One",
            "Dialogue: 0:00:03.00,0:00:04.00,Two",
        ]
        let document = SSADocument(text: lines.joined(separator: separator))
        #expect(document.cues.map(ExpectedCue.init) == Self.oneThenTwo)
    }

    @Test func theKeyIsMatchedInAnyLetterCaseWithSpacesAroundItsColon() {
        let document = SSADocument(
            text: """
                [Events]
                Format: Start, End, Text
                  DIALOGUE :\t0:00:01.00,0:00:02.00,One
                dialogue:0:00:03.00,0:00:04.00,Two\t
                """)
        #expect(document.cues.map(ExpectedCue.init) == Self.oneThenTwo)
    }

    @Test func dialogueOutsideTheEventsMakesNoCue() {
        let document = SSADocument(
            text: """
                [Script Info]
                Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,not an event
                [Events]
                Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,an event
                [Fonts]
                Dialogue: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,not one either
                """)
        #expect(document.cues.map(\.text) == ["an event"])
    }

    @Test func eachEventGetsTheStyleItNamesWhenStylesAlternate() {
        let document = SSADocument(
            text: """
                [V4+ Styles]
                Format: Name, Bold, Italic
                Style: Loud,-1,0
                Style: Aside,0,-1

                [Events]
                Format: Start, End, Style, Text
                Dialogue: 0:00:01.00,0:00:02.00,Loud,a
                Dialogue: 0:00:02.00,0:00:03.00,Loud,b
                Dialogue: 0:00:03.00,0:00:04.00,Aside,c
                Dialogue: 0:00:04.00,0:00:05.00,LOUD,d
                Dialogue: 0:00:05.00,0:00:06.00,,e
                """)
        #expect(
            document.cues.map(\.runs) == [
                [StyledRun("a", style: .bold)], [StyledRun("b", style: .bold)],
                [StyledRun("c", style: .italic)], [StyledRun("d", style: .bold)],
                [StyledRun("e")],
            ])
    }

    @Test func layerAndMarginsAreReadAsNumbersWithSpacesAround() {
        let document = SSADocument(
            text: """
                [Events]
                Format: Layer, Start, End, MarginV, Text
                Dialogue:  2 ,0:00:01.00,0:00:02.00, 0 ,upper
                Dialogue: 0,0:00:01.00,0:00:02.00,0,lower
                """)
        #expect(document.cues.map(\.text) == ["lower", "upper"])
    }
}
