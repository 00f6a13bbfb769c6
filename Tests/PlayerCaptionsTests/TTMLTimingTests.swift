import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// TTML time expressions and parallel time containment, each worked out from the TTML 1
/// specification (§10.3 time expressions, §10.4 time intervals).
@Suite struct TTMLTimingTests {
    @Test func clockTimesWithAndWithoutFractions() throws {
        let cues = try ttmlCues(
            """
            <p begin="00:00:01" end="00:00:02.5">a</p>
            <p begin="01:02:03.25" end="01:02:04.0625">b</p>
            """)
        #expect(
            microsecondSpans(cues) == [
                [1_000_000, 2_500_000], [3_723_250_000, 3_724_062_500],
            ])
    }

    @Test func clockTimeFramesUseTheFrameRate() throws {
        // 12 frames at 25 fps are 0.48 s.
        let cues = try ttmlCues(
            #"<p begin="00:00:01:12" end="00:00:02:00">a</p>"#,
            ttAttributes: #"ttp:frameRate="25""#)
        #expect(microsecondSpans(cues) == [[1_480_000, 2_000_000]])
    }

    @Test func frameRateMultiplierSlowsFramesDown() throws {
        // 29.97 fps: 15 frames last 15 × 1001 / 30000 s = 0.5005 s; 30 frames 1.001 s.
        let cues = try ttmlCues(
            #"<p begin="00:00:00:15" end="30f">a</p>"#,
            ttAttributes: #"ttp:frameRate="30" ttp:frameRateMultiplier="1000 1001""#)
        #expect(microsecondSpans(cues) == [[500_500, 1_001_000]])
    }

    @Test func subFramesFollowTheFrames() throws {
        // 25 fps with 2 sub-frames a frame: 1 frame 40 ms, 1 sub-frame 20 ms.
        let cues = try ttmlCues(
            #"<p begin="00:00:00:01.1" end="00:00:00:02">a</p>"#,
            ttAttributes: #"ttp:frameRate="25" ttp:subFrameRate="2""#)
        #expect(microsecondSpans(cues) == [[60_000, 80_000]])
    }

    @Test func frameRateDefaultsToThirty() throws {
        let cues = try ttmlCues(#"<p begin="15f" end="45f">a</p>"#)
        #expect(microsecondSpans(cues) == [[500_000, 1_500_000]])
    }

    @Test func ticksUseTheTickRate() throws {
        let cues = try ttmlCues(
            #"<p begin="10000000t" end="25000000t">a</p>"#,
            ttAttributes: #"ttp:tickRate="10000000""#)
        #expect(microsecondSpans(cues) == [[1_000_000, 2_500_000]])
    }

    @Test func ticksWithoutATickRateAreFramesOrSeconds() throws {
        // With a frame rate, a tick is a frame (one sub-frame a frame); without, a second.
        let framed = try ttmlCues(
            #"<p begin="50t" end="75t">a</p>"#, ttAttributes: #"ttp:frameRate="25""#)
        #expect(microsecondSpans(framed) == [[2_000_000, 3_000_000]])
        #expect(
            microsecondSpans(try ttmlCues(#"<p begin="3t" end="4t">a</p>"#)) == [
                [3_000_000, 4_000_000]
            ])
    }

    @Test func offsetTimesInEveryMetric() throws {
        let cues = try ttmlCues(
            """
            <p begin="300ms" end="12.5s">a</p>
            <p begin="0.5m" end="2m">b</p>
            <p begin="1h" end="1.5h">c</p>
            """)
        #expect(
            microsecondSpans(cues) == [
                [300_000, 12_500_000], [30_000_000, 120_000_000],
                [3_600_000_000, 5_400_000_000],
            ])
    }

    @Test func childTimesCountFromTheParentsBegin() throws {
        // body starts at 1 s, the div 2 s later, the p 3 s after that: 6 s to 8 s. The span
        // shows from 1 s into the p for half a second.
        let document = """
            <tt xmlns="http://www.w3.org/ns/ttml"><body begin="1s"><div begin="2s">
            <p begin="3s" end="5s">A <span begin="1s" end="1.5s">B</span> C</p>
            </div></body></tt>
            """
        let cues = try TTMLDocument(parsing: Array(document.utf8)).cues
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(6000, 7000, "A C"), ExpectedCue(7000, 7500, "A B C"),
                ExpectedCue(7500, 8000, "A C"),
            ])
    }

    @Test func durationEndsTheElementAndTheEarlierEndWins() throws {
        let cues = try ttmlCues(
            """
            <p begin="1s" dur="2s">dur only</p>
            <p begin="4s" end="10s" dur="2s">dur before end</p>
            <p begin="7s" end="8s" dur="5s">end before dur</p>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 3000, "dur only"), ExpectedCue(4000, 6000, "dur before end"),
                ExpectedCue(7000, 8000, "end before dur"),
            ])
    }

    @Test func aParentsEndClipsItsChildren() throws {
        let cues = try ttmlCues(
            """
            <div begin="10s" dur="3s"><p begin="1s" end="5s">clipped by dur</p></div>
            <div end="4s">
              <p begin="2s" end="10s">clipped by end</p>
              <p begin="5s" end="6s">after the div</p>
              <p>whole div</p>
            </div>
            """)
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 4000, "whole div"), ExpectedCue(2000, 4000, "clipped by end"),
                ExpectedCue(11000, 13000, "clipped by dur"),
            ])
    }

    @Test func contentWithoutAnEndLastsAsItsContainersAllow() throws {
        // TTML 2 §12.4: untimed text lasts indefinitely in a par container, so a paragraph
        // with no end up the tree lasts to the document's indefinite end.
        let cues = try ttmlCues(
            """
            <p>no timing at all</p>
            <p begin="5s">a begin but no end</p>
            <p>Hi <span begin="1s" end="2s">there</span></p>
            """)
        let indefinite = TTMLDocument.indefiniteEnd.microseconds / 1000
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, indefinite, "no timing at all"), ExpectedCue(0, 1000, "Hi"),
                ExpectedCue(1000, 2000, "Hi there"), ExpectedCue(2000, indefinite, "Hi"),
                ExpectedCue(5000, indefinite, "a begin but no end"),
            ])
    }

    @Test func smpteTimeBaseReadsAsMediaTime() throws {
        let cues = try ttmlCues(
            #"<p begin="00:00:01:05" end="00:00:02:00">a</p>"#,
            ttAttributes: #"ttp:timeBase="smpte" ttp:frameRate="25""#)
        #expect(microsecondSpans(cues) == [[1_200_000, 2_000_000]])
    }

    @Test func clockTimeBaseIsRefused() {
        #expect(throws: TTMLError.unsupportedTimeBase("clock")) {
            try ttmlCues(#"<p begin="1s" end="2s">a</p>"#, ttAttributes: #"ttp:timeBase="clock""#)
        }
    }

    @Test func unreadableTimesCountAsAbsent() throws {
        // "soon" is no time expression: the p begins with its div.
        let cues = try ttmlCues(#"<div begin="1s" end="3s"><p begin="soon">a</p></div>"#)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(1000, 3000, "a")])
    }
}
