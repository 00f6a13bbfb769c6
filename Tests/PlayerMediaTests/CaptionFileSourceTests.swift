import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Every caption file of the text corpus folders opened alone through ``MediaSource/open(path:options:)`` and read
/// by the project's parsers: its one track's codec and cue count. Counts are the cues each
/// file writes, counted by hand; where the count differs from the cue blocks in the file the
/// note says why. The cue texts are checked, file by file, in the parser corpus suites.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct CaptionFileSourceTests {
    static let files: [(folder: String, file: String, codec: String, cues: Int)] = [
        ("ax-sidecars", "ssa_overlapping_cues_different_layers.ass", "ass", 2),
        ("ax-sidecars", "ssa_positioning.ass", "ass", 6),
        ("ax-sidecars", "ssa_style_primary_color.ass", "ass", 7),
        ("ax-sidecars", "ssa_typical.ass", "ass", 3),
        ("ax-sidecars", "ssa_typical_utf16le.ass", "ass", 3),
        ("ax-sidecars", "subrip_typical_missing_sequence.srt", "subrip", 3),
        ("ax-sidecars", "subrip_typical_no_hours_and_millis.srt", "subrip", 3),
        ("ax-sidecars", "subrip_typical_utf16le.srt", "subrip", 3),
        ("ax-sidecars", "subrip_typical_with_byte_order_mark.srt", "subrip", 3),
        ("ax-sidecars", "subrip_typical_with_tags.srt", "subrip", 14),
        ("ax-sidecars", "ttml_overlapping_times.ttml", "ttml", 3),
        ("ax-sidecars", "ttml_rubies.ttml", "ttml", 8),
        ("ax-sidecars", "ttml_simple.ttml", "ttml", 3),
        ("ax-sidecars", "webvtt_with_bom.vtt", "webvtt", 2),
        ("ax-sidecars", "webvtt_with_css_styles.vtt", "webvtt", 4),
        ("ax-sidecars", "webvtt_with_overlapping_timestamps.vtt", "webvtt", 4),
        ("ax-sidecars", "webvtt_with_positioning.vtt", "webvtt", 8),
        ("ax-sidecars", "webvtt_with_rubies.vtt", "webvtt", 4),
        ("ax-sidecars", "webvtt_with_tags.vtt", "webvtt", 4),
        ("ax-sidecars", "webvtt_with_vertical.vtt", "webvtt", 3),
        ("ax-sidecars", "webvtt_with_wide_unicode_chars_and_cr_endings.vtt", "webvtt", 1),
        ("ax-sidecars", "webvtt_with_x-timestamp-map_header.vtt", "webvtt", 2),
        ("astisub-sidecars", "example-in-carriage-return.srt", "subrip", 3),
        ("astisub-sidecars", "example-in-non-utf8.srt", "subrip", 6),
        ("astisub-sidecars", "example-in-styled.srt", "subrip", 10),
        // Every time in it is non-conforming (`00:01:39`, `00:02:04.08`), which the
        // specification refuses: no cue, and a warning per timing line.
        ("astisub-sidecars", "example-in.vtt", "webvtt", 0),
        // The seven W3C tests, as their .expected.js count the cues (see
        // WPTWebVTTFileParsingTests).
        ("wpt-webvtt-parsing/tests/support", "arrows.vtt", "webvtt", 6),
        ("wpt-webvtt-parsing/tests/support", "ids.vtt", "webvtt", 5),
        ("wpt-webvtt-parsing/tests/support", "newlines.vtt", "webvtt", 4),
        ("wpt-webvtt-parsing/tests/support", "nulls.partial.vtt", "webvtt", 7),
        ("wpt-webvtt-parsing/tests/support", "timings-omitted-hours.vtt", "webvtt", 3),
        ("wpt-webvtt-parsing/tests/support", "timings-too-long.vtt", "webvtt", 2),
        ("wpt-webvtt-parsing/tests/support", "whitespace-chars.vtt", "webvtt", 3),
    ]

    @Test("A caption file opened alone is one track with every cue", arguments: files)
    func openedAlone(folder: String, file: String, codec: String, count: Int) throws {
        let path = Corpus.path(folder, file)
        let source = try openSource(path)
        let track = try #require(source.tracks.first)
        #expect(source.tracks.count == 1 && track.kind == .legible && track.codec == codec)
        #expect(track.sourcePath == path)
        #expect(try source.cues(of: track.id).count == count)
    }

    @Test("TTML opens alone under each of its extensions", arguments: ["ttml", "dfxp", "xml"])
    func ttmlExtensions(fileExtension: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "simple." + fileExtension, Corpus.bytes("ax-sidecars/ttml_simple.ttml"))
        let source = try openSource(path)
        #expect(source.tracks.map(\.codec) == ["ttml"])
        #expect(
            try source.cues(of: source.tracks[0].id).map(ExpectedCue.init) == [
                ExpectedCue(10_000, 18_000, "cue 1"), ExpectedCue(20_000, 28_000, "cue 2"),
                ExpectedCue(30_000, 38_000, "cue 3"),
            ])
    }
}
