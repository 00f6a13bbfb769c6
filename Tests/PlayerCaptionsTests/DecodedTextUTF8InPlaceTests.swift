import PlayerCore
import Testing

@testable import PlayerCaptions

/// A caption file's bytes read where they are when they are UTF-8, and left to the decoder
/// when they are not: the byte check must agree with the standard library's UTF-8 validation
/// and with what ``DecodedText/init(subtitleBytes:)`` reads.
@Suite struct DecodedTextUTF8InPlaceTests {
    /// The boundaries of Unicode's table 3-7 (well-formed UTF-8 byte sequences) and the
    /// ill-formed sequences beside them: overlong forms, surrogates, past U+10FFFF, cut short.
    static let sequences: [[UInt8]] = [
        [], [0x00], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80],
        [0xDF, 0xBF], [0xC2], [0xC2, 0x7F], [0xC2, 0xC0], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80],
        [0xE0, 0xA0], [0xEC, 0xBF, 0xBF], [0xED, 0x80, 0x80], [0xED, 0x9F, 0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0xF0, 0x90, 0x80], [0xF0, 0x90, 0x80, 0x7F], [0xFE], [0xFF],
    ]

    @Test("Each sequence alone, and after and amid eight ASCII bytes", arguments: sequences)
    func agreesWithTheStandardLibrary(sequence: [UInt8]) {
        let ascii = Array("subtitle".utf8)
        for bytes in [sequence, ascii + sequence, sequence + ascii, ascii + sequence + ascii] {
            #expect(
                bytes[...].isValidUTF8 == (String(validating: bytes, as: UTF8.self) != nil),
                "\(bytes)")
        }
    }

    @Test func randomBytesAgreeWithTheStandardLibrary() {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 40)
            // Mostly ASCII with lead and continuation bytes among it, as damaged text has.
            let bytes = (0..<count).map { _ -> UInt8 in
                let value = UInt8(truncatingIfNeeded: generator.next())
                return value < 0xA0 ? value & 0x7F : value
            }
            #expect(
                bytes[...].isValidUTF8 == (String(validating: bytes, as: UTF8.self) != nil),
                "\(bytes)")
        }
    }

    @Test func utf8IsReadInPlaceWithoutItsByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("WEBVTT\r\n\r\nGrüße".utf8)
        let text = try #require(DecodedText.utf8Text(ofSubtitleBytes: bytes))
        #expect(Array(text) == Array("WEBVTT\r\n\r\nGrüße".utf8))
        // The slice is the file's buffer, not a copy of it.
        #expect(
            text.withUnsafeBufferPointer(\.baseAddress)
                == bytes.withUnsafeBufferPointer {
                    $0.baseAddress.map { $0 + 3 }
                })
    }

    @Test("What the decoder reads as another encoding is left to it")
    func otherEncodingsAreNotReadInPlace() {
        let utf16: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x0A, 0x00]
        let utf16WithoutMark: [UInt8] = [0x57, 0x00, 0x45, 0x00, 0x42, 0x00, 0x0A, 0x00]
        let windows1252: [UInt8] = Array("caf".utf8) + [0xE9]
        for bytes in [utf16, utf16WithoutMark, windows1252] {
            #expect(DecodedText.utf8Text(ofSubtitleBytes: bytes) == nil, "\(bytes)")
            #expect(DecodedText(subtitleBytes: bytes).encoding != .utf8 || bytes.isEmpty)
        }
    }
}
