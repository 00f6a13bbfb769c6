import MediaTestSupport
import Testing

@testable import PlayerCaptions

/// Real sidecar files with byte order marks, UTF-16 and CR line endings, read as text.
///
/// Skipped with a note when the corpus is absent and `PLAYER_MEDIA_CORPUS` is unset; when the
/// variable is set, a missing corpus fails these tests.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct CorpusDecodingTextTests {
    /// The SubRip text that `subrip_typical_*` files carry.
    private let typicalSubRip = """
        1
        00:00:00,000 --> 00:00:01,234
        This is the first subtitle.

        2
        00:00:02,345 --> 00:00:03,456
        This is the second subtitle.
        Second subtitle with second line.

        3
        02:00:04,567 --> 02:00:08,901
        This is the third subtitle.
        """

    @Test func subRipInUTF16LittleEndian() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes("ax-sidecars/subrip_typical_utf16le.srt"))
        #expect(decoded.encoding == .utf16LittleEndian)
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.text == typicalSubRip)
        #expect(decoded.warning == nil)
    }

    @Test func subRipWithUTF8ByteOrderMark() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes(
                "ax-sidecars/subrip_typical_with_byte_order_mark.srt"))
        #expect(decoded.encoding == .utf8)
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.text == typicalSubRip + "\n")
    }

    @Test func ssaInUTF16LittleEndianWithCRLF() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes("ax-sidecars/ssa_typical_utf16le.ass"))
        #expect(decoded.encoding == .utf16LittleEndian)
        #expect(decoded.normalizedLineEndings)
        #expect(!decoded.text.unicodeScalars.contains("\r"))
        let lines = decoded.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "[Script Info]")
        #expect(
            lines.contains(
                #"Dialogue: 0,0:00:04:56,0:00:08:90,Default,Olly,This is the third subtitle, with a comma."#
            ))
        #expect(lines.last == "")
    }

    @Test func webVTTWithCROnlyLineEndingsAndAstralCharacters() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes(
                "ax-sidecars/webvtt_with_wide_unicode_chars_and_cr_endings.vtt"))
        #expect(decoded.text == "WEBVTT\n\n00:00.000 --> 00:01.234\n\u{1F61B}\n\u{1F61B}\n")
        #expect(decoded.normalizedLineEndings)
        #expect(!decoded.hadByteOrderMark)
    }

    @Test func webVTTWithByteOrderMark() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes("ax-sidecars/webvtt_with_bom.vtt"))
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.text.hasPrefix("WEBVTT # This comment is allowed\n\n00:00.000"))
    }

    @Test func astisubSubRipNamedNonUTF8IsUTF16() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes("astisub-sidecars/example-in-non-utf8.srt"))
        #expect(decoded.encoding == .utf16LittleEndian)
        #expect(decoded.text.hasPrefix("1\n00:01:39 --> 00:01:41,04\n(deep rumbling)\n\n2\n"))
        #expect(decoded.text.hasSuffix("(computer playing\nelectronic melody)\n"))
    }

    @Test func astisubSubRipWithMixedCRAndCRLF() throws {
        let decoded = DecodedText(
            subtitleBytes: try Corpus.bytes(
                "astisub-sidecars/example-in-carriage-return.srt"))
        #expect(decoded.hadByteOrderMark)
        #expect(
            decoded.text == """
                1
                00:00:00.000 --> 00:00:03.766
                Did one of the last stories strike you as
                more interesting than the other?

                2
                00:00:03.767 --> 00:00:10.732
                That's true. You don\u{2019}t often find 632
                pieces of gum stuck on a sidewalk

                3
                00:00:10.733 --> 00:00:14.066
                at a busy bus stop or anywhere
                else for that matter.


                """)
    }

    @Test func ssaDialogueFromTheCorpusReadsAsExpected() throws {
        let expected = [
            "This is the first subtitle.",
            "This is the second subtitle\nwith a newline\nand another.",
            "This is the third subtitle, with a comma.",
            "First subtitle.",
            "Second subtitle.",
            "Third subtitle, (only last counts).",
            "Fourth subtitle.",
            "Fifth subtitle (alignment override, spaces around pos arguments).",
            "Sixth subtitle (multiple overrides in same braces).",
        ]
        var spoken: [String] = []
        for file in ["ax-sidecars/ssa_typical.ass", "ax-sidecars/ssa_positioning.ass"] {
            let decoded = DecodedText(subtitleBytes: try Corpus.bytes(file))
            spoken += dialogueTexts(ofSSA: decoded.text).map {
                CaptionText(assDialogue: $0).text
            }
        }
        #expect(spoken == expected)
    }

    /// The Text field of each Dialogue line, placed by the `[Events]` Format line.
    private func dialogueTexts(ofSSA text: String) -> [Substring] {
        var textFieldIndex = 0
        var texts: [Substring] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Format:"), line.contains("Start") {
                let fields = line.dropFirst("Format:".count).split(separator: ",")
                textFieldIndex = fields.firstIndex { $0.contains("Text") } ?? 0
            } else if line.hasPrefix("Dialogue:") {
                let fields = line.dropFirst("Dialogue:".count).split(
                    separator: ",", maxSplits: textFieldIndex, omittingEmptySubsequences: false)
                texts.append(fields[textFieldIndex])
            }
        }
        return texts
    }
}
