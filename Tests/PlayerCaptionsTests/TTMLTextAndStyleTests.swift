import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// TTML text: white space, line breaks, styles from every source, ruby and speakers.
@Suite struct TTMLTextAndStyleTests {
    private func runs(_ paragraph: String, head: String = "") throws -> [StyledRun] {
        try #require(try ttmlCues(paragraph, head: head).first).runs
    }

    @Test func whiteSpaceCollapsesAcrossElementsAndLineBreaksSplitLines() throws {
        let cue = try #require(
            try ttmlCues(
                """
                <p begin="1s" end="2s">
                    Hello   <span>
                    there</span> <br/>
                    second\tline
                </p>
                """
            ).first)
        #expect(cue.text == "Hello there\nsecond line")
    }

    @Test func preservedSpaceKeepsSpacesAndLineFeeds() throws {
        let cue = try #require(
            try ttmlCues(#"<p begin="1s" end="2s" xml:space="preserve">a  b&#10;c</p>"#).first)
        #expect(cue.text == "a  b\nc")
    }

    @Test func entitiesAndCharacterDataAreText() throws {
        let cue = try #require(
            try ttmlCues(#"<p begin="1s" end="2s">Tom &amp; <![CDATA[<Jerry>]]></p>"#).first)
        #expect(cue.text == "Tom & <Jerry>")
    }

    @Test func inlineStyleAttributes() throws {
        #expect(
            try runs(
                """
                <p begin="1s" end="2s"><span tts:fontStyle="italic">slanted</span> \
                <span tts:fontWeight="bold">heavy</span> \
                <span tts:textDecoration="underline">lined</span></p>
                """)
                == [
                    StyledRun("slanted", style: .italic), StyledRun(" "),
                    StyledRun("heavy", style: .bold), StyledRun(" "),
                    StyledRun("lined", style: .underline),
                ])
    }

    @Test func referencedStylesChainAndLaterOnesWin() throws {
        let head = """
            <styling>
              <style xml:id="slanted" tts:fontStyle="italic"/>
              <style xml:id="heavySlanted" style="slanted" tts:fontWeight="bold"/>
              <style xml:id="upright" tts:fontStyle="normal"/>
            </styling>
            """
        #expect(
            try runs(#"<p begin="1s" end="2s" style="heavySlanted">a</p>"#, head: head)
                == [StyledRun("a", style: [.italic, .bold])])
        #expect(
            try runs(#"<p begin="1s" end="2s" style="slanted upright">a</p>"#, head: head)
                == [StyledRun("a")])
        // An inline attribute overrides the referenced style.
        #expect(
            try runs(
                #"<p begin="1s" end="2s" style="slanted" tts:fontStyle="normal">a</p>"#,
                head: head) == [StyledRun("a")])
    }

    @Test func stylesAreInheritedAndCanBeTurnedOffBelow() throws {
        #expect(
            try runs(
                """
                <p begin="1s" end="2s" tts:textDecoration="underline">under \
                <span tts:textDecoration="noUnderline">plain</span></p>
                """)
                == [StyledRun("under ", style: .underline), StyledRun("plain")])
    }

    @Test func regionStylesApplyBelowTheContentsOwn() throws {
        let head = """
            <styling><style xml:id="bold" tts:fontWeight="bold"/></styling>
            <layout><region xml:id="bottom" style="bold" tts:fontStyle="italic"/></layout>
            """
        #expect(
            try runs(#"<p begin="1s" end="2s" region="bottom">a</p>"#, head: head)
                == [StyledRun("a", style: [.bold, .italic])])
        #expect(
            try runs(
                #"<p begin="1s" end="2s" region="bottom" tts:fontWeight="normal">a</p>"#,
                head: head) == [StyledRun("a", style: .italic)])
    }

    @Test func styleReferenceCyclesEnd() throws {
        let head = """
            <styling>
              <style xml:id="a" style="b" tts:fontStyle="italic"/>
              <style xml:id="b" style="a" tts:fontWeight="bold"/>
            </styling>
            """
        #expect(
            try runs(#"<p begin="1s" end="2s" style="a">x</p>"#, head: head)
                == [StyledRun("x", style: [.italic, .bold])])
    }

    @Test func rubyKeepsTheBaseAndDropsTheAnnotation() throws {
        let cue = try #require(
            try ttmlCues(
                """
                <p begin="1s" end="2s">Read <span tts:ruby="container">\
                <span tts:ruby="base">漢字</span>\
                <span tts:ruby="delimiter">(</span><span tts:ruby="text">かんじ</span>\
                <span tts:ruby="delimiter">)</span></span> aloud</p>
                """
            ).first)
        #expect(cue.text == "Read 漢字 aloud")
    }

    @Test func theAgentsNameIsTheSpeaker() throws {
        let head = """
            <metadata>
              <ttm:agent xml:id="mary" type="person"><ttm:name type="full">Mary  Smith</ttm:name>
              </ttm:agent>
              <ttm:agent xml:id="nameless" type="person"/>
            </metadata>
            """
        let cues = try ttmlCues(
            """
            <div ttm:agent="mary"><p begin="1s" end="2s">inherited</p></div>
            <p begin="3s" end="4s" ttm:agent="nameless">no name</p>
            <p begin="5s" end="6s">nobody</p>
            """, head: head)
        #expect(cues.map(\.speaker) == ["Mary Smith", nil, nil])
    }

    @Test func metadataAndForeignElementsInAParagraphShowNothing() throws {
        let cue = try #require(
            try ttmlCues(
                """
                <p begin="1s" end="2s" xmlns:x="urn:example">shown\
                <metadata><ttm:desc>hidden</ttm:desc></metadata><x:note>hidden</x:note></p>
                """
            ).first)
        #expect(cue.text == "shown")
    }
}

/// The example in ``TTMLDocument``'s documentation, kept true.
@Test func ttmlDocumentationExample() throws {
    let document = try TTMLDocument(
        parsing: Array(
            """
            <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">
              <body><div begin="10s">
                <p begin="1s" dur="2s">Hello <span tts:fontStyle="italic">there</span><br/>you</p>
              </div></body>
            </tt>
            """.utf8))
    #expect(
        document.cues.map(ExpectedCue.init) == [ExpectedCue(11_000, 13_000, "Hello there\nyou")])
    #expect(
        document.cues.first?.runs == [
            StyledRun("Hello "), StyledRun("there", style: .italic), StyledRun("\nyou"),
        ])
}
