import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The body is read as the parser goes, one paragraph at a time: what each paragraph inherits
/// from the containers around it must still be exactly those containers, as TTML 1 §10.4 (time
/// containment) and §7.1 (the content model: `body` holds `div`s, a `div` holds `div`s and
/// `p`s, `metadata` is never shown) say.
@Suite struct TTMLBodyStructureTests {
    @Test func aParagraphAfterANestedDivCountsFromItsOwnDiv() throws {
        // inner: 10 s + 5 s + 1 s; outer: 10 s + 1 s; the body's own paragraph: 2 s.
        let cues = try ttmlCues(
            """
            <div begin="10s">
              <div begin="5s"><p begin="1s" dur="1s">inner</p></div>
              <p begin="1s" dur="1s">outer</p>
            </div>
            <p begin="2s" dur="1s">body</p>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(2000, 3000, "body"), ExpectedCue(11000, 12000, "outer"),
                ExpectedCue(16000, 17000, "inner"),
            ])
    }

    @Test func aDivNeverActiveHidesItsParagraphsButNotItsSiblings() throws {
        // The inner div begins at 3 s, after its parent ends at 2 s: it is never active.
        let cues = try ttmlCues(
            """
            <div end="2s">
              <div begin="3s"><p begin="0s" dur="1s">never</p><div><p>nor this</p></div></div>
              <p begin="0s" dur="1s">kept</p>
            </div>
            """)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(0, 1000, "kept")])
    }

    @Test func paragraphsOutsideTheContentModelShowNothing() throws {
        let cues = try ttmlCues(
            """
            <div>
              <metadata><p begin="0s" dur="1s">metadata</p></metadata>
              <span begin="0s" dur="1s">a span straight in a div</span>
              <p begin="1s" dur="1s">shown <span>with its span</span></p>
            </div>
            """)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(1000, 2000, "shown with its span")])
    }

    @Test func theHeadsStylesReachEveryParagraphOfALongBody() throws {
        // Two thousand paragraphs, each referring to the head's italic style by id.
        let paragraphs = (0..<2000).map { index in
            #"<p begin="\#(index)s" dur="1s" style="i">line \#(index)</p>"#
        }
        let cues = try ttmlCues(
            paragraphs.joined(separator: "\n"),
            head: #"<styling><style xml:id="i" tts:fontStyle="italic"/></styling>"#)
        #expect(cues.count == 2000)
        #expect(cues.allSatisfy { $0.runs.allSatisfy { $0.style.contains(.italic) } })
        #expect(cues.last.map(ExpectedCue.init) == ExpectedCue(1_999_000, 2_000_000, "line 1999"))
    }
}
