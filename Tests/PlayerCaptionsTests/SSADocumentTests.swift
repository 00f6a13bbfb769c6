import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions

/// SSA/ASS scripts read leniently, from hand-written scripts.
@Suite struct SSADocumentTests {
    @Test func formatWithOnlyStartAndEndBesidesText() {
        // The case FFmpeg 5.1 reads as no events at all.
        let document = SSADocument(
            text: """
                [Script Info]
                ScriptType: v4.00+

                [Events]
                Format: Start, End, Text
                Dialogue: 0:00:01.00,0:00:02.50,Hello, world
                Dialogue: 0:00:03.00,0:00:04.00,Again
                """)
        #expect(
            document.cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 2500, "Hello, world"), ExpectedCue(3000, 4000, "Again"),
            ])
    }

    @Test func columnsInAnyOrder() {
        let document = SSADocument(
            text: """
                [Events]
                Format: End, Name, Start, Text
                Dialogue: 0:00:03.00, Ann ,0:00:01.00,Hi
                """)
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(1000, 3000, "Hi")])
        #expect(document.cues.map(\.speaker) == ["Ann"])
    }

    @Test func withoutAFormatLineTheASSColumnsAreAssumed() {
        let document = SSADocument(
            text: """
                [Events]
                Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Text, with a comma
                """)
        #expect(
            document.cues.map(ExpectedCue.init) == [ExpectedCue(1000, 2000, "Text, with a comma")])
        #expect(document.cues.map(\.speaker) == [nil])
    }

    @Test func aLineShortOfFieldsTakesItsLastFieldAsText() {
        let document = SSADocument(
            text: """
                [Events]
                Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
                Dialogue: 0,0:00:01.00,0:00:02.00,Default,Hello
                Dialogue: 0,0:00:03.00,0:00:04.00
                """)
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(1000, 2000, "Hello")])
        #expect(document.cues.map(\.speaker) == [nil])
    }

    @Test func commentsOtherEventsAndUnreadableLinesAreSkipped() {
        let document = SSADocument(
            text: """
                [Events]
                Format: Start, End, Text
                ; a script comment
                Comment: 0:00:01.00,0:00:02.00,not shown
                Sound: 0:00:01.00,0:00:02.00,bang.wav
                Dialogue: 0:00:05.00,0:00:04.00,ends before it starts
                Dialogue: soon,0:00:04.00,no start time
                Dialogue: 0:00:01.00,0:00:02.00,{\\p1}m 0 0 l 10 10{\\p0}
                Dialogue: 0:00:06.00,0:00:07.00,shown
                """)
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(6000, 7000, "shown")])
    }

    @Test func equalStartsGoByLayerThenFileOrder() {
        let document = SSADocument(
            text: """
                [Events]
                Format: Layer, Start, End, Text
                Dialogue: 1,0:00:01.00,0:00:03.00,top
                Dialogue: 0,0:00:01.00,0:00:02.00,bottom
                Dialogue: 0,0:00:01.00,0:00:02.00,bottom again
                Dialogue: 5,0:00:00.50,0:00:02.00,earliest
                """)
        #expect(document.cues.map(\.text) == ["earliest", "bottom", "bottom again", "top"])
    }

    @Test func styleLinesGiveTheBaseStyle() {
        let document = SSADocument(
            text: """
                [V4 Styles]
                Format: Name, Bold, Italic, Underline
                Style: Loud,-1,0,0
                Style: Aside,0,-1,0
                Style: Marked,0,0,1
                Style: Default,0,0,0

                [Events]
                Format: Start, End, Style, Text
                Dialogue: 0:00:01.00,0:00:02.00,Loud,a
                Dialogue: 0:00:02.00,0:00:03.00, Aside ,{\\i0}plain {\\r}back
                Dialogue: 0:00:03.00,0:00:04.00,*marked,c
                Dialogue: 0:00:04.00,0:00:05.00,Missing,d
                """)
        #expect(
            document.cues.map(\.runs) == [
                [StyledRun("a", style: .bold)],
                [StyledRun("plain "), StyledRun("back", style: .italic)],
                [StyledRun("c", style: .underline)],
                [StyledRun("d")],
            ])
    }

    @Test func unknownStylesFallBackToDefault() {
        let document = SSADocument(
            text: """
                [V4+ Styles]
                Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,-1,0,0

                [Events]
                Format: Start, End, Style, Text
                Dialogue: 0:00:01.00,0:00:02.00,Nowhere,a
                """)
        // The Default style's PrimaryColour, &H00FFFFFF, is opaque white.
        #expect(
            document.cues.map(\.runs) == [
                [StyledRun("a", style: .italic, color: CueColor(red: 255, green: 255, blue: 255))]
            ])
    }

    @Test(
        "Times: h:mm:ss.cc and its lenient forms",
        arguments: [
            ("1:02:03.45", 3_723_450_000), ("02:03.5", 123_500_000), ("0:00:01.123", 1_123_000),
            ("0:00:04:56", 4_560_000), ("10:00:00", 36_000_000_000),
        ] as [(String, Int64)])
    func times(text: String, microseconds: Int64) {
        #expect(MediaTime(ssaTime: text[...]) == MediaTime(microseconds: microseconds))
    }

    @Test(arguments: ["", "abc", "0:00:01.x", "1", "1:2:3:4:5"])
    func notTimes(text: String) {
        #expect(MediaTime(ssaTime: text[...]) == nil)
    }
}

/// The example in ``SSADocument``'s documentation, kept true.
@Test func ssaDocumentationExample() {
    let document = SSADocument(
        text: """
            [V4+ Styles]
            Format: Name, Bold, Italic
            Style: Shout,-1,0

            [Events]
            Format: Start, End, Style, Name, Text
            Dialogue: 0:00:01.50,0:00:04.00,Shout,Ben,Over here, {\\i1}quick{\\i0}!
            """)
    #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(1500, 4000, "Over here, quick!")])
    #expect(
        document.cues.first?.runs == [
            StyledRun("Over here, ", style: .bold), StyledRun("quick", style: [.bold, .italic]),
            StyledRun("!", style: .bold),
        ])
    #expect(document.cues.first?.speaker == "Ben")
}

/// A style tag without a value returns to the event's base style, not to plain text.
@Test func valuelessTagRestoresTheBaseStyle() {
    #expect(
        CaptionText(assDialogue: "{\\b0}light {\\b}heavy", baseStyle: .bold).runs == [
            StyledRun("light "), StyledRun("heavy", style: .bold),
        ])
}
