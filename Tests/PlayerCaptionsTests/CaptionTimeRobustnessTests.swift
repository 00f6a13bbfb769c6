import PlayerCore
import Testing

@testable import PlayerCaptions

/// Times in caption files that once trapped or were misread: seventeen-digit hours, signs,
/// twelve-digit TTML hours. Out of range is left out, with a line that says so.
@Suite struct CaptionTimeRobustnessTests {
    // MARK: SCC

    @Test func sccHoursOutOfRangeAreNoTime() {
        #expect(SCCDocument.time(ofTimeCode: "99999999999999999:00:00:00") == nil)
        #expect(SCCDocument.time(ofTimeCode: "99999999999:00:00:00") == nil)
        #expect(
            SCCDocument.time(ofTimeCode: "01:00:00:00") == MediaTime(microseconds: 3_603_600_000))
    }

    @Test(
        "An SCC time code that is not four fields of ASCII digits is refused",
        arguments: [
            "-5:00:00:00", "+5:00:00:00", "00:00:00:00:00", "00::00:00", "0\u{301}:00:00:00",
            "00:00:00",
        ])
    func sccMalformedTimeCodes(_ code: String) {
        #expect(SCCDocument.time(ofTimeCode: Substring(code)) == nil)
    }

    @Test func sccLinesLeftOutAreListed() {
        let document = SCCDocument(
            text:
                "Scenarist_SCC V1.0\n\n-5:00:00:00\t9420 c1c1\n\n99999999999999999:00:00:00\t9420\n\n00:00:01:00\t942c\n"
        )
        #expect(document.lines.map(\.time) == [MediaTime(microseconds: 1_001_000)])
        #expect(
            document.skipped == [
                SkippedLine(
                    line: 3,
                    reason: "the time code \"-5:00:00:00\" is not HH:MM:SS:FF; the line is left out"
                ),
                SkippedLine(
                    line: 5,
                    reason:
                        "the time code \"99999999999999999:00:00:00\" is out of range; the line is left out"
                ),
            ])
    }

    // MARK: SubRip

    @Test func subRipHoursOutOfRangeLeaveTheCueOutAndSaySo() {
        let document = SubRipDocument(
            parsing: """
                1
                00:00:01,000 --> 00:00:02,000
                kept

                2
                99999999999999999:00:00,000 --> 99999999999999999:00:01,000
                lost

                3
                00:00:03,000 --> 00:00:04,000
                also kept
                """)
        #expect(document.cues.map(\.text) == ["kept", "also kept"])
        #expect(document.skippedLines.map(\.line) == [6])
        #expect(document.skippedLines.first?.reason.contains("out of range") == true)
    }

    @Test func subRipStillReadsLenientTimes() {
        let document = SubRipDocument(
            parsing: "00:01,5 --> 00:03,250\nhi\n\n0:0:4.04 --> 0:0:5\nthere")
        #expect(
            document.cues.map { [$0.start.microseconds, $0.end.microseconds] } == [
                [1_500_000, 3_250_000], [4_040_000, 5_000_000],
            ])
        #expect(document.skippedLines.isEmpty)
    }

    @Test func subRipLineEndsOfEveryKindStillSplit() {
        let document = SubRipDocument(
            parsing:
                "1\r\n00:00:01,000 --> 00:00:02,000\r\na\r\rb\n\n2\r00:00:03,000 --> 00:00:04,000\rc"
        )
        #expect(document.cues.map(\.text) == ["a\n\nb", "c"])
    }

    // MARK: TTML

    @Test(
        "TTML times too large for the timeline are no time",
        arguments: [
            "999999999999:00:00.000", "00:999999999999:00.000", "00:00:99999999999999999999",
            "999999999999.999999999s", "99999999999999999999h", "2562047789:00:00",
        ])
    func ttmlTimesOutOfRange(_ expression: String) throws {
        let timing = try TTMLTimingParameters(
            tt: TTMLElement(name: TTMLName(.timedText, "tt"), attributes: [:]))
        #expect(timing.time(expression) == nil)
    }

    @Test func ttmlOutOfRangeTimesAreReportedAndTakenAsAbsent() throws {
        let document = try TTMLDocument(
            parsing: Array(
                #"<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="999999999999:00:00.000" end="999999999999:00:01.000">x</p><p begin="1s" end="2s">y</p></div></body></tt>"#
                    .utf8))
        // With both times absent the paragraph is untimed, so it lasts as its parent does.
        #expect(document.cues.map(\.text) == ["x", "y"])
        #expect(document.cues.first?.end == TTMLDocument.indefiniteEnd)
        #expect(document.skipped.count == 2)
        #expect(document.skipped.first?.reason.contains("999999999999:00:00.000") == true)
    }

    // MARK: WebVTT

    @Test func webVTTHoursOutOfRangeAreNoTimestamp() {
        let document = WebVTTDocument(
            parsing:
                "WEBVTT\n\n99999999999999999:00:00.000 --> 99999999999999999:00:01.000\nx\n\n2562047789:00:00.000 --> 2562047789:00:01.000\ny\n\n00:01.000 --> 00:02.000\nz\n"
        )
        #expect(document.cues.map(\.payload) == ["z"])
    }
}
