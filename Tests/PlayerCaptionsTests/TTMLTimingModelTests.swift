import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// TTML 2's timing model, each rule with the times its text gives: time containers and
/// implicit durations (§12.4), `dur` against `end` (§12.2), `tts:display` and
/// `tts:visibility` (§10.2), `<set>` (§11.1.5), a region's own timing (§9.1.2), ruby's white
/// space (§10.2.38), and IMSC 1.1's `<image>` (§7.4 of IMSC 1.1).
@Suite struct TTMLTimingModelTests {
    private var indefinite: Int64 { TTMLDocument.indefiniteEnd.microseconds / 1000 }

    @Test func seqChildrenFollowOneAnother() throws {
        // In a seq, each child's begin counts from the end of the one before it.
        let cues = try ttmlCues(
            """
            <div timeContainer="seq">
              <p dur="5s">one</p>
              <p begin="2s" dur="3s">two</p>
              <p dur="1s">three</p>
            </div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 5000, "one"), ExpectedCue(7000, 10_000, "two"),
                ExpectedCue(10_000, 11_000, "three"),
            ])
    }

    @Test func seqChildWithoutEndKeepsTheNextFromBeginning() throws {
        // An untimed paragraph lasts to its container's end, so nothing follows it in a seq.
        let cues = try ttmlCues(
            """
            <div timeContainer="seq" dur="10s">
              <p dur="2s">first</p>
              <p>open-ended</p>
              <p dur="1s">This text must not appear.</p>
            </div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 2000, "first"), ExpectedCue(2000, 10_000, "open-ended"),
            ])
    }

    @Test func seqDivsFollowTheirChildrensEnds() throws {
        // A par div without end ends with its last child; the next div in the seq then begins.
        let cues = try ttmlCues(
            """
            <div timeContainer="seq">
              <div><p begin="1s" end="3s">a</p><p end="2s">b</p></div>
              <div><p dur="1s">c</p></div>
            </div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 2000, "b"), ExpectedCue(1000, 3000, "a"),
                ExpectedCue(3000, 4000, "c"),
            ])
    }

    @Test func textInASeqParagraphLastsNoTime() throws {
        // Text is an anonymous span; a seq gives a child without end no duration.
        let cues = try ttmlCues(
            #"<div><p begin="1s" dur="5s" timeContainer="seq">This text must not appear.</p></div>"#
        )
        #expect(cues.isEmpty)
    }

    @Test func untimedParagraphLastsForItsParent() throws {
        let cues = try ttmlCues(
            """
            <div begin="2s" end="8s"><p>untimed</p></div>
            <div end="20s"><p begin="5s">begun</p></div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(2000, 8000, "untimed"), ExpectedCue(5000, 20_000, "begun"),
            ])
        #expect(
            try ttmlCues("<div><p>whole document</p></div>").map(ExpectedCue.init) == [
                ExpectedCue(0, indefinite, "whole document")
            ])
    }

    @Test func contentBeginningAfterTheIndefiniteEndGivesNoCue() throws {
        // Its end would be the indefinite end, before its begin.
        let cues = try ttmlCues(
            """
            <p begin="101h">late text</p>
            <div begin="101h"><image src="picture.png"/></div>
            """)
        #expect(cues.isEmpty)
    }

    @Test func theEarlierOfDurAndEndWins() throws {
        // `dur` counts from the element's begin, `end` from its parent's begin.
        let cues = try ttmlCues(
            """
            <p begin="1s" end="5s" dur="2s">dur first</p>
            <div begin="10s"><p begin="1s" end="3s" dur="5s">end first</p></div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 3000, "dur first"), ExpectedCue(11_000, 13_000, "end first"),
            ])
    }

    @Test func displayNoneHidesWhereverItIsSpecified() throws {
        let cues = try ttmlCues(
            """
            <div>
              <p begin="0s" end="1s" tts:display="none">inline</p>
              <p begin="1s" end="2s" style="hidden">styled</p>
              <p begin="2s" end="3s">kept <span tts:display="none">hidden span</span></p>
              <p begin="3s" end="4s" region="closed">in a hidden region</p>
              <p begin="4s" end="5s" tts:display="auto">shown</p>
            </div>
            <div tts:display="none"><p begin="5s" end="6s">in a hidden div</p></div>
            """,
            head: """
                <styling><style xml:id="hidden" tts:display="none"/></styling>
                <layout><region xml:id="closed" tts:display="none"/></layout>
                """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(2000, 3000, "kept"), ExpectedCue(4000, 5000, "shown"),
            ])
    }

    @Test func visibilityHiddenLeavesTextOut() throws {
        let cues = try ttmlCues(
            #"<p begin="0s" end="1s">seen <span tts:visibility="hidden">unseen</span></p>"#)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(0, 1000, "seen")])
    }

    @Test func setChangesDisplayWhileActive() throws {
        let cues = try ttmlCues(
            """
            <p begin="0s" end="10s">always <span>sometimes<set begin="2s" end="4s" tts:display="none"/></span></p>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 2000, "always sometimes"), ExpectedCue(2000, 4000, "always"),
                ExpectedCue(4000, 10_000, "always sometimes"),
            ])
    }

    @Test func setChangesStyleWhileActive() throws {
        let cues = try ttmlCues(
            #"<p begin="0s" end="4s">x<set begin="1s" dur="1s" tts:color="red"/></p>"#)
        #expect(
            microsecondSpans(cues) == [
                [0, 1_000_000], [1_000_000, 2_000_000], [2_000_000, 4_000_000],
            ])
        #expect(
            cues.map { $0.runs.first?.color } == [nil, CueColor(red: 255, green: 0, blue: 0), nil])
    }

    @Test func setChangesTextAlignment() throws {
        let cues = try ttmlCues(
            #"<p begin="0s" end="2s" tts:textAlign="left">x<set begin="1s" tts:textAlign="right"/></p>"#
        )
        #expect(cues.map(\.layout.textAlignment) == [.left, .right])
    }

    @Test func aRegionsTimingClipsWhatItShows() throws {
        let cues = try ttmlCues(
            #"<p begin="0s" end="10s" region="r">in a timed region</p>"#,
            head: #"<layout><region xml:id="r" begin="2s" end="6s"/></layout>"#)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(2000, 6000, "in a timed region")])
    }

    @Test func rubyBasesTakeNoSpaceBetweenThem() throws {
        // White space between the spans of a ruby container is not text, so the base joins
        // the text after it as written.
        let cues = try ttmlCues(
            """
            <p begin="0s" end="1s"><span tts:ruby="container">
                <span tts:ruby="base">東南</span>
                <span tts:ruby="text">とうなん</span>
              </span>の方角</p>
            """)
        #expect(cues.map(\.text) == ["東南の方角"])
    }

    @Test func imscImageElementGivesAPictureCue() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0]
        let cues = try ttmlCues(
            ##"<div begin="1s" end="3s" region="r"><image src="#picture" type="image/png"/></div>"##,
            head: """
                <metadata><smpte:image xmlns:smpte="http://www.smpte-ra.org/schemas/2052-1/2010/smpte-tt"
                  xml:id="picture" imagetype="PNG" encoding="Base64">\(Data(png).base64EncodedString())</smpte:image></metadata>
                <layout><region xml:id="r" tts:origin="0% 0%" tts:extent="50% 50%"/></layout>
                """)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(1000, 3000, nil)])
        #expect(cues.first?.image.map { [$0.width, $0.height] } == [64, 32])
    }

    @Test func anImageNotEmbeddedIsSaidToBeSkipped() throws {
        let document = try TTMLDocument(
            parsing: Array(
                """
                <tt xmlns="http://www.w3.org/ns/ttml"><body><div begin="0s" end="1s">
                <image src="picture.png" type="image/png"/></div></body></tt>
                """.utf8))
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(0, 1000, nil)])
        #expect(document.cues.first?.image == nil)
        #expect(document.skipped.map(\.line) == [2])
    }

    @Test func unknownTimeContainersAndContainerSetsAreSaidToBeSkipped() throws {
        let document = try TTMLDocument(
            parsing: Array(
                """
                <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">
                <body><div timeContainer="excl">
                <set begin="1s" tts:display="none"/>
                <p begin="0s" end="1s">read as par</p></div></body></tt>
                """.utf8))
        #expect(document.cues.map(ExpectedCue.init) == [ExpectedCue(0, 1000, "read as par")])
        #expect(document.skipped.map(\.line) == [2, 3])
    }
}
