import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// Documents whose encoding the system's libxml2 switches to and then fails to convert, which
/// crashed the reader (a null pointer in `xmlParseChunk`, found by `make fuzz`): each is refused
/// with an error, and documents in the encodings TTML uses, or in another that converts, are
/// still read.
@Suite struct TTMLEncodingTests {
    private let document =
        #"<tt xmlns="http://www.w3.org/ns/ttml"><body><div>"#
        + #"<p begin="1s" end="2s">Grüße</p></div></body></tt>"#

    /// `text` as UTF-16LE with its byte order mark.
    private func littleEndianUTF16(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TTMLDocument(parsing: bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aUCS4SignatureBeforeASCIIIsRefused() {
        // The fuzzer's input: UCS-4 by XML's autodetection, then bytes that are not UCS-4.
        let reason = refusal([0, 0, 0] + Array(document.utf8))
        #expect(
            reason
                == "malformed TTML at line 1, column 1: the document is UCS-4, which TTML does not use"
        )
    }

    @Test func utf16WithALoneSurrogateIsRefused() {
        // The fuzzer's second input: a UTF-16BE byte order mark, then D8FF and no low surrogate.
        let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0x3C, 0xD8, 0xFF, 0xFF, 0xFF, 0x00, 0x3E]
        #expect(
            refusal(bytes) == "malformed TTML at line 1, column 1: the document is not valid UTF-16"
        )
        let odd = littleEndianUTF16(document) + [0x00]
        #expect(
            refusal(odd) == "malformed TTML at line 1, column 1: the document is not valid UTF-16")
    }

    @Test func validUTF16IsRead() throws {
        #expect(
            try TTMLDocument(parsing: littleEndianUTF16(document)).cues.map(\.text) == ["Grüße"])
    }

    @Test func anEBCDICSignatureIsRefused() {
        #expect(
            refusal([0x4C, 0x6F, 0xA7, 0x94] + Array(document.utf8))?.contains("EBCDIC") == true)
    }

    @Test(arguments: ["UTF-32", "UTF-32BE", "ISO-10646-UCS-4", "UCS4"])
    func aDeclaredUCS4EncodingIsRefused(encoding: String) {
        let text = #"<?xml version="1.0" encoding="\#(encoding)"?>"# + document
        #expect(
            refusal(Array(text.utf8))
                == "malformed TTML at line 1, column 1: the document declares \(encoding), a UCS-4"
                + " encoding, which TTML does not use")
    }

    @Test func aDeclaredEncodingTheBytesAreNotInIsRefused() {
        // ü and ß in UTF-8 are not EBCDIC.
        let text = #"<?xml version="1.0" encoding="EBCDIC-US"?>"# + document
        #expect(
            refusal(Array(text.utf8))
                == "malformed TTML at line 1, column 1: the document is not valid EBCDIC-US, the"
                + " encoding it declares")
    }

    @Test func anUnknownDeclaredEncodingIsRefused() {
        let text = #"<?xml version="1.0" encoding="X-NO-SUCH"?>"# + document
        #expect(refusal(Array(text.utf8))?.contains("X-NO-SUCH, which is not known") == true)
    }

    @Test func documentsInEncodingsThatConvertAreRead() throws {
        let latin1 =
            #"<?xml version="1.0" encoding="ISO-8859-1"?>"#
            + document.replacingOccurrences(of: "ü", with: "\u{FC}")
        let windows1252 = #"<?xml version="1.0" encoding="windows-1252"?>"# + document
        for (text, encoding) in [
            (latin1, String.Encoding.isoLatin1), (windows1252, .windowsCP1252),
        ] {
            let bytes = Array(text.data(using: encoding)!)
            #expect(try TTMLDocument(parsing: bytes).cues.map(\.text) == ["Grüße"])
        }
        #expect(try TTMLDocument(parsing: Array(document.utf8)).cues.map(\.text) == ["Grüße"])
    }
}
