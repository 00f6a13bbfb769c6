import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// Every SubRip file of the ax-sidecars and astisub-sidecars corpus folders, read as a player
/// reads a sidecar (bytes decoded by `DecodedText`), with the cues worked out by hand.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct SubRipCorpusTests {
    private func cues(_ path: String) throws -> [Cue] {
        SubRipDocument(parsing: DecodedText(subtitleBytes: try Corpus.bytes(path)).text).cues
    }

    /// The three cues the `subrip_typical_*` files hold; 02:00:04,567 is 7,204.567 s.
    private let typical = [
        ExpectedCue(0, 1_234, "This is the first subtitle."),
        ExpectedCue(
            2_345, 3_456, "This is the second subtitle.\nSecond subtitle with second line."),
        ExpectedCue(7_204_567, 7_208_901, "This is the third subtitle."),
    ]

    @Test(arguments: [
        "subrip_typical_missing_sequence.srt", "subrip_typical_utf16le.srt",
        "subrip_typical_with_byte_order_mark.srt",
    ])
    func typicalFiles(name: String) throws {
        #expect(try cues("ax-sidecars/" + name).map(ExpectedCue.init) == typical)
    }

    /// `00:00,000` has no hours and `00:00:02` no milliseconds; FFmpeg 5.1 rejects the file.
    @Test func noHoursAndNoMilliseconds() throws {
        let cues = try cues("ax-sidecars/subrip_typical_no_hours_and_millis.srt")
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 1_234, "This is the first subtitle."),
                ExpectedCue(
                    2_000, 3_000, "This is the second subtitle.\nSecond subtitle with second line."),
                ExpectedCue(7_204_567, 7_208_901, "This is the third subtitle."),
            ])
    }

    /// Brace blocks vanish, leaving the spaces on both sides; `00:00:013,567` is 13.567 s.
    @Test func assOverrideBlocksVanish() throws {
        let cues = try cues("ax-sidecars/subrip_typical_with_tags.srt")
        var expected = [
            ExpectedCue(0, 1_234, "This is  the first subtitle."),
            ExpectedCue(
                2_345, 3_456, "This is the second subtitle.\nSecond  subtitle with second line."),
            ExpectedCue(4_567, 8_901, "This  is the third  subtitle."),
            ExpectedCue(
                9_567, 12_901,
                "This  is not a valid tag due to the space after the opening bracket."),
            ExpectedCue(13_567, 14_901, "This  is the fifth subtitle with multiple  valid  tags."),
            ExpectedCue(15_567, 15_901, "This  is a lines."),
        ]
        for (start, end): (Int64, Int64) in [
            (16_567, 16_901), (17_567, 17_901), (18_567, 18_901), (19_567, 19_901),
            (20_567, 20_901), (21_567, 22_901), (23_567, 23_901), (24_567, 24_901),
        ] {
            expected.append(ExpectedCue(start, end, "This  is a line."))
        }
        #expect(cues.map(ExpectedCue.init) == expected)
    }

    @Test func carriageReturnsAndByteOrderMark() throws {
        let cues = try cues("astisub-sidecars/example-in-carriage-return.srt")
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(
                    0, 3_766,
                    "Did one of the last stories strike you as\nmore interesting than the other?"),
                ExpectedCue(
                    3_767, 10_732,
                    "That's true. You don\u{2019}t often find 632\npieces of gum stuck on a sidewalk"
                ),
                ExpectedCue(
                    10_733, 14_066, "at a busy bus stop or anywhere\nelse for that matter."),
            ])
    }

    /// UTF-16 with times lacking milliseconds or with two-digit fractions (`,04` is 40 ms),
    /// full stops for commas, and coordinates after the end time.
    @Test func utf16WithShortTimesAndCoordinates() throws {
        let cues = try cues("astisub-sidecars/example-in-non-utf8.srt")
        #expect(
            cues.map(ExpectedCue.init) == [
                ExpectedCue(99_000, 101_040, "(deep rumbling)"),
                ExpectedCue(124_080, 127_120, "MAN:\nHow did we end up here?"),
                ExpectedCue(132_160, 135_200, "This place is horrible."),
                ExpectedCue(140_240, 142_280, "Smells like balls."),
                ExpectedCue(148_320, 151_360, "We don't belong\nin this shithole."),
                ExpectedCue(151_400, 153_440, "(computer playing\nelectronic melody)"),
            ])
    }

    @Test func styledTextFontsAndUnterminatedTags() throws {
        let cues = try cues("astisub-sidecars/example-in-styled.srt")
        let green = CueColor(red: 0, green: 0xFF, blue: 0)
        #expect(
            cues.map(\.runs) == [
                // The <font color> of the first three cues: #00ff00, #ff00ff, #00ff00.
                [StyledRun("[instrumental music]", style: .bold, color: green)],
                [StyledRun("[ticks]", color: CueColor(red: 0xFF, green: 0, blue: 0xFF))],
                [StyledRun("[instrumental music]", color: green)],
                [StyledRun("[dog barking]", style: [.bold, .underline])],
                [StyledRun("[beeping]")],
                [StyledRun("[automated]\n"), StyledRun("'The time is 7:35.'", style: .italic)],
                [
                    StyledRun(
                        "Test with multi line italics\nTerminated on the next line",
                        style: .italic)
                ],
                [StyledRun("Unterminated styles", style: .italic)],
                [StyledRun("Do no fall to the next item")],
                [
                    StyledRun("x", style: .italic), StyledRun("^3 * "),
                    StyledRun("x", style: .italic), StyledRun(" = 100"),
                ],
            ])
        #expect(
            cues.map { [$0.start.microseconds / 1_000, $0.end.microseconds / 1_000] } == [
                [17_985, 20_521], [47_115, 48_282], [58_192, 59_727], [61_662, 63_063],
                [86_787, 89_523], [89_590, 91_992], [480_000, 540_000], [540_000, 600_000],
                [600_000, 660_000], [720_000, 780_000],
            ])
    }
}
