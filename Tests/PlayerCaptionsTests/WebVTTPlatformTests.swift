import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The seven W3C web-platform-tests WebVTT file-parsing tests in the corpus
/// (`wpt-webvtt-parsing/tests/support/<name>.vtt`), each checked against the assertions of its
/// `tests/<name>.expected.js`, transcribed by hand below.
///
/// The files are read as the specification reads them (UTF-8, line endings left to the
/// parser), so CR, LF and CR LF handling is the parser's own.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct WebVTTPlatformTests {
    private func document(_ name: String) throws -> WebVTTDocument {
        let bytes = try Corpus.bytes("wpt-webvtt-parsing/tests/support/\(name).vtt")
        return WebVTTDocument(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// The cue's times in milliseconds.
    private func times(_ cue: WebVTTCue) -> [Int64] {
        [cue.start.microseconds / 1_000, cue.end.microseconds / 1_000]
    }

    /// arrows.expected.js: six cues; lines holding `-->` that are not timing lines end the
    /// cue before and are dropped, and `-a -->`, `--a -->`, `- -->`, `-- -->` are malformed.
    @Test func arrows() throws {
        let cues = try document("arrows").cues
        #expect(cues.count == 6)
        #expect(cues.map(\.payload) == ["text1", "text2", "text3", "text4", "text5", "text6"])
    }

    /// ids.expected.js: identifiers keep their spaces, and `-- >` or `->` are not arrows.
    @Test func ids() throws {
        let cues = try document("ids").cues
        #expect(cues.map(\.identifier) == [" leading space", "trailing space ", "-- >", "->", " "])
    }

    /// newlines.expected.js: four cues, CR, LF and CR LF each ending a line, LF CR two lines.
    ///
    /// Only the count agrees with the `.expected.js`. Its ids and texts ("cr"/"text1",
    /// "lf"/"text2", …) assume blank lines between the cues, but the `.test` source ends each
    /// line with `\r\` or `\n\` before its real line break, and WPT's build.py (Python
    /// `unicode_escape`) reads backslash-newline as a line continuation: the `.vtt` has no blank
    /// line between the first three cues. By the specification's block rules, a text line
    /// before a timing line then belongs to the cue before, and "lfcr" ends in LF CR, a blank
    /// line, which cuts the last cue's text off. Worked out from the bytes:
    /// `cr` / `00:00:00.000 --> 00:00:01.000` / `text1` / `lf` make cue 1; the next timing
    /// line starts cue 2 (no identifier) with `text2` / `crlf`; cue 3 has `text3` / `lfcr`;
    /// cue 4 is a timing line followed by a blank line, so it is empty, and `text4` after that
    /// blank line is a stray block. Hand-made files with each line ending are tested in
    /// `WebVTTDocumentTests`.
    @Test func newlines() throws {
        let cues = try document("newlines").cues
        #expect(cues.count == 4)
        #expect(cues.map(\.identifier) == ["cr", "", "", ""])
        #expect(cues.map(\.payload) == ["text1\nlf", "text2\ncrlf", "text3\nlfcr", ""])
    }

    /// nulls.partial.expected.js: NUL reads as U+FFFD wherever it stands; a NUL line after the
    /// signature belongs to the header; a NUL inside a setting spoils only that setting; a
    /// NUL inside the times spoils the cue.
    ///
    /// One assertion differs from the `.expected.js`: it expects cue 2's text to be
    /// "\uFFFDtext\uFFFD3", but the `.test` source writes `\uFFFDtext\03`, which WPT's
    /// build.py (Python `unicode_escape`) turns into U+FFFD, "text", U+0003: the `.vtt` holds
    /// no NUL there and no "3". The text expected here is what the `.vtt` bytes hold.
    @Test func nulls() throws {
        let cues = try document("nulls.partial").cues
        #expect(cues.count == 7)
        guard cues.count == 7 else { return }
        #expect(cues[0].payload == "text1")
        #expect(cues[1].identifier == "\u{FFFD} (null in id)")
        #expect(cues[1].payload == "text2")
        #expect(cues[2].identifier == "\u{FFFD} (null in cue data)")
        #expect(cues[2].payload == "\u{FFFD}text\u{03}")
        #expect(cues[3...].map(\.settings.alignment) == [.center, .center, .center, .end])
        #expect(cues[3...].map(\.payload) == ["text4", "text5", "text6", "text7"])
    }

    /// timings-omitted-hours.expected.js: hours may be left out of either time.
    @Test func timingsOmittedHours() throws {
        let cues = try document("timings-omitted-hours").cues
        #expect(cues.map(\.payload) == ["text1", "text2", "text3"])
        #expect(cues.map(times) == [[0, 1_000], [0, 1_000], [0, 1_000]])
    }

    /// timings-too-long.expected.js: hours may have three digits; minutes, seconds and
    /// milliseconds with too many digits, or doubled separators, spoil the cue.
    @Test func timingsTooLong() throws {
        let cues = try document("timings-too-long").cues
        #expect(cues.map(\.payload) == ["text1", "text2"])
        #expect(cues.map(times) == [[0, 1_000], [0, 1_000]])
    }

    /// whitespace-chars.expected.js: spaces, tabs and form feeds around the times are
    /// whitespace, vertical tabs are not; cue text keeps its leading spaces.
    @Test func whitespaceCharacters() throws {
        let cues = try document("whitespace-chars").cues
        #expect(cues.map(\.identifier) == ["spaces", "tabs", "form feed"])
        #expect(cues.map(\.payload) == ["   text1", "text2", "text3"])
    }
}
