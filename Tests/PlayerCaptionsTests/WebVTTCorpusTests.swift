import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// Every WebVTT file of the ax-sidecars and astisub-sidecars corpus folders, read as a
/// player reads a sidecar (bytes decoded by `DecodedText`), with the cues worked out by hand
/// from each file by the specification's rules.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct WebVTTCorpusTests {
    private func document(_ path: String) throws -> WebVTTDocument {
        let decoded = DecodedText(subtitleBytes: try Corpus.bytes(path))
        return WebVTTDocument(parsing: decoded.text)
    }

    private func expected(_ cues: [WebVTTCue]) -> [ExpectedCue] {
        cues.map { ExpectedCue($0.cue) }
    }

    @Test func byteOrderMarkAndCommentAfterTheSignature() throws {
        let vtt = try document("ax-sidecars/webvtt_with_bom.vtt")
        #expect(vtt.isValid)
        #expect(
            expected(vtt.cues) == [
                ExpectedCue(0, 1_234, "This is the first subtitle."),
                ExpectedCue(2_345, 3_456, "This is the second subtitle."),
            ])
    }

    @Test func styleAndNoteBlocksAreSkippedAndVoicesNameTheSpeaker() throws {
        let cues = try document("ax-sidecars/webvtt_with_css_styles.vtt").cues
        #expect(
            expected(cues) == [
                ExpectedCue(0, 1_234, "This is the first subtitle."),
                ExpectedCue(2_345, 3_456, "This is the second subtitle."),
                ExpectedCue(20_000, 21_000, "This is a reference by element"),
                ExpectedCue(25_000, 28_000, "You are an idiot\nYou don't have the guts"),
            ])
        #expect(cues.map(\.identifier) == ["id1", "id2", "", ""])
        #expect(cues.map(\.text.speaker) == [nil, nil, "Mary", "LaGord"])
    }

    @Test func overlappingCuesStayInFileOrder() throws {
        let cues = try document("ax-sidecars/webvtt_with_overlapping_timestamps.vtt").cues
        #expect(
            expected(cues) == [
                ExpectedCue(0, 3_000, "Displayed at the bottom for 3 seconds."),
                ExpectedCue(1_000, 2_000, "Appears directly above for 1 second."),
                ExpectedCue(4_000, 6_000, "Displayed at the bottom for 2 seconds."),
                ExpectedCue(
                    5_000, 7_000,
                    "Appears directly above the previous cue, then replaces it after 1 second."),
            ])
    }

    @Test func positioningSettingsKeepOnlyValidAlignments() throws {
        let cues = try document("ax-sidecars/webvtt_with_positioning.vtt").cues
        let ordinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        ]
        #expect(cues.map(\.text.caption.text) == ordinals.map { "This is the \($0) subtitle." })
        #expect(
            cues.map { [$0.start.microseconds / 1_000, $0.end.microseconds / 1_000] } == [
                [0, 1_234], [2_345, 3_456], [4_000, 5_000], [6_000, 7_000], [8_000, 9_000],
                [10_000, 11_000], [12_000, 13_000], [14_000, 15_000],
            ])
        // align:middle (an old draft's word) is not a value the specification knows.
        #expect(
            cues.map(\.settings.alignment) == [
                .start, .end, .center, .center, .right, .center, .center, .center,
            ])
    }

    @Test func rubyKeepsTheBaseTextAndDropsTheReading() throws {
        let cues = try document("ax-sidecars/webvtt_with_rubies.vtt").cues
        #expect(
            expected(cues) == [
                ExpectedCue(1_000, 2_000, "Some text with over-ruby."),
                ExpectedCue(3_000, 4_000, "Some text with under-ruby and over-ruby (default)."),
                ExpectedCue(5_000, 6_000, "base1base2base3."),
                ExpectedCue(7_000, 8_000, "Some text with no ruby text."),
            ])
    }

    @Test func tagsStyleRunsAndReferencesAreDecoded() throws {
        let cues = try document("ax-sidecars/webvtt_with_tags.vtt").cues
        #expect(
            expected(cues) == [
                ExpectedCue(0, 1_234, "This is the first subtitle."),
                ExpectedCue(2_345, 3_456, "This is the second subtitle."),
                ExpectedCue(4_000, 5_000, "This is the third subtitle."),
                ExpectedCue(6_000, 7_000, "This is the <fourth> &subtitle."),
            ])
        guard cues.count == 4 else { return }
        #expect(
            cues[0].text.caption.runs == [
                StyledRun("This is the "), StyledRun("first", style: .italic),
                StyledRun(" subtitle."),
            ])
        // `</b>` does not close the innermost `<i>`, so it is ignored and bold runs on.
        #expect(
            cues[1].text.caption.runs == [
                StyledRun("This is the "), StyledRun("second", style: [.bold, .italic]),
                StyledRun(" subtitle.", style: .bold),
            ])
        #expect(cues[2].text.caption.runs == [StyledRun("This is the third subtitle.")])
    }

    @Test func verticalSetting() throws {
        let cues = try document("ax-sidecars/webvtt_with_vertical.vtt").cues
        #expect(
            expected(cues) == [
                ExpectedCue(0, 1_234, "Vertical right-to-left (e.g. Japanese)"),
                ExpectedCue(2_345, 3_456, "Vertical left-to-right (e.g. Mongolian)"),
                ExpectedCue(4_000, 5_000, "No vertical setting (i.e. horizontal)"),
            ])
        #expect(
            cues.map(\.settings.writingDirection) == [
                .verticalGrowingLeft, .verticalGrowingRight, .horizontal,
            ])
    }

    @Test func carriageReturnLineEndsWhetherDecodedOrRaw() throws {
        let path = "ax-sidecars/webvtt_with_wide_unicode_chars_and_cr_endings.vtt"
        let decoded = try document(path)
        let raw = WebVTTDocument(
            parsing: String(decoding: try Corpus.bytes(path), as: UTF8.self))
        let expectedCues = [ExpectedCue(0, 1_234, "\u{1F61B}\n\u{1F61B}")]
        #expect(expected(decoded.cues) == expectedCues)
        #expect(expected(raw.cues) == expectedCues)
    }

    @Test func timestampMapIsReportedNotApplied() throws {
        let vtt = try document("ax-sidecars/webvtt_with_x-timestamp-map_header.vtt")
        // LOCAL:1:11:16.443 is 4,276.443 s; MPEGTS:384879885 is 4,276 s + 39,885 ticks of
        // 90 kHz = 4,276.443166… s, so the offset rounds to 167 µs.
        #expect(
            vtt.timestampMap
                == WebVTTTimestampMap(
                    mpegTimestamp: 384_879_885, local: MediaTime(seconds: 4_276, milliseconds: 443))
        )
        #expect(vtt.timestampMap?.offset == MediaTime(microseconds: 167))
        // 266:18:35.679 is 266 × 3,600 + 18 × 60 + 35.679 = 958,715.679 s.
        #expect(
            expected(vtt.cues) == [
                ExpectedCue(958_715_679, 958_717_305, "  Cue text one"),
                ExpectedCue(958_717_433, 958_718_276, "  Cue text two"),
            ])
        #expect(vtt.cues.first?.payload == "  Cue text one")
    }

    /// astisub's file writes times without milliseconds or with two digits of them
    /// (`00:01:39`, `00:02:04.08`), which the specification refuses: every cue is dropped, and
    /// each of the six timing lines is named as malformed.
    @Test func nonConformingTimestampsAreDroppedAndReported() throws {
        let strict = try document("astisub-sidecars/example-in.vtt")
        #expect(strict.isValid)
        #expect(strict.cues.isEmpty)
        #expect(strict.malformedTimingLines.count == 6)
    }
}
