import Testing

@testable import PlayerCaptions

/// Reading subtitle bytes in whatever encoding and line endings they come in.
@Suite struct DecodedTextTests {
    @Test func plainUTF8IsReadAsIs() {
        let decoded = DecodedText(subtitleBytes: Array("Grüße\nnew line".utf8))
        #expect(decoded.text == "Grüße\nnew line")
        #expect(decoded.encoding == .utf8)
        #expect(!decoded.hadByteOrderMark)
        #expect(!decoded.normalizedLineEndings)
        #expect(decoded.warning == nil)
    }

    @Test func utf8ByteOrderMarkIsDropped() {
        let decoded = DecodedText(subtitleBytes: [0xEF, 0xBB, 0xBF, 0x41, 0xC3, 0xA9])
        #expect(decoded.text == "Aé")
        #expect(decoded.encoding == .utf8)
        #expect(decoded.hadByteOrderMark)
    }

    @Test func utf16LittleEndianWithMarkAndCRLF() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x0D, 0x00, 0x0A, 0x00, 0x42, 0x00]
        let decoded = DecodedText(subtitleBytes: bytes)
        #expect(decoded.text == "A\nB")
        #expect(decoded.encoding == .utf16LittleEndian)
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.normalizedLineEndings)
    }

    @Test func utf16BigEndianWithMarkAndSurrogatePair() {
        // "é😛": U+00E9, then U+1F61B as the surrogate pair D83D DE1B.
        let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x1B]
        let decoded = DecodedText(subtitleBytes: bytes)
        #expect(decoded.text == "é😛")
        #expect(decoded.encoding == .utf16BigEndian)
        #expect(decoded.warning == nil)
    }

    @Test func utf16WithoutMarkIsRecognisedByItsZeroBytes() {
        let little: [UInt8] = [0x48, 0x00, 0x69, 0x00, 0x21, 0x00, 0x0A, 0x00]
        let big: [UInt8] = [0x00, 0x48, 0x00, 0x69, 0x00, 0x21, 0x00, 0x0A]
        #expect(DecodedText(subtitleBytes: little).text == "Hi!\n")
        #expect(DecodedText(subtitleBytes: little).encoding == .utf16LittleEndian)
        #expect(DecodedText(subtitleBytes: big).text == "Hi!\n")
        #expect(DecodedText(subtitleBytes: big).encoding == .utf16BigEndian)
        #expect(!DecodedText(subtitleBytes: big).hadByteOrderMark)
    }

    @Test func aStrayZeroByteDoesNotMakeUTF8IntoUTF16() {
        let decoded = DecodedText(subtitleBytes: Array("abcdefgh\0ijklmnop\n".utf8))
        #expect(decoded.encoding == .utf8)
        #expect(decoded.text == "abcdefgh\0ijklmnop\n")
    }

    @Test func truncatedUTF16IsRepairedWithAWarning() {
        let decoded = DecodedText(subtitleBytes: [0xFF, 0xFE, 0x41, 0x00, 0x42])
        #expect(decoded.text == "A\u{FFFD}")
        #expect(decoded.warning == .malformedUTF16Repaired)
    }

    @Test func everyKindOfLineEndingBecomesLF() {
        let decoded = DecodedText(subtitleBytes: Array("a\r\nb\rc\nd\r\r\ne\r".utf8))
        #expect(decoded.text == "a\nb\nc\nd\n\ne\n")
        #expect(decoded.normalizedLineEndings)
    }

    @Test func invalidUTF8IsReadAsWindows1252WithAWarning() {
        // "café “quoted” – €5" in Windows-1252.
        let bytes: [UInt8] = [
            0x63, 0x61, 0x66, 0xE9, 0x20, 0x93, 0x71, 0x75, 0x6F, 0x74, 0x65, 0x64, 0x94, 0x20,
            0x96, 0x20, 0x80, 0x35,
        ]
        let decoded = DecodedText(subtitleBytes: bytes)
        #expect(decoded.text == "café “quoted” – €5")
        #expect(decoded.encoding == .windows1252)
        #expect(decoded.warning == .notUTF8ReadAsWindows1252)
    }

    @Test func windows1252FollowsTheWHATWGTableIncludingItsGaps() {
        let samples: [(UInt8, Unicode.Scalar)] = [
            (0x80, "\u{20AC}"), (0x81, "\u{81}"), (0x85, "\u{2026}"), (0x8A, "\u{160}"),
            (0x8D, "\u{8D}"), (0x8F, "\u{8F}"), (0x90, "\u{90}"), (0x91, "\u{2018}"),
            (0x92, "\u{2019}"), (0x97, "\u{2014}"), (0x99, "\u{2122}"), (0x9D, "\u{9D}"),
            (0x9F, "\u{178}"), (0xA0, "\u{A0}"), (0xFF, "\u{FF}"), (0x41, "A"),
        ]
        for (byte, scalar) in samples {
            #expect(Array(windows1252String([byte]).unicodeScalars) == [scalar], "byte \(byte)")
        }
    }

    @Test func everyByteValueGivesOneCharacterInWindows1252() {
        let allBytes = (0...255).map { UInt8($0) }
        let decoded = DecodedText(subtitleBytes: allBytes)
        #expect(decoded.encoding == .windows1252)
        // CR (0x0D) becomes LF, so 256 scalars in, 256 out.
        #expect(decoded.text.unicodeScalars.count == 256)
    }

    @Test func byteOrderMarkThenInvalidUTF8FallsBackToWindows1252() {
        let decoded = DecodedText(subtitleBytes: [0xEF, 0xBB, 0xBF, 0x4E, 0xBA])
        #expect(decoded.text == "Nº")
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.warning == .notUTF8ReadAsWindows1252)
    }

    @Test func warningNamesTheFile() {
        #expect(
            TextDecodingWarning.notUTF8ReadAsWindows1252.message(forFile: "movie.fr.srt")
                == "movie.fr.srt: not valid UTF-8; read as Windows-1252")
    }

    @Test func emptyFileIsEmptyUTF8() {
        let decoded = DecodedText(subtitleBytes: [])
        #expect(decoded.text.isEmpty)
        #expect(decoded.encoding == .utf8)
    }
}
