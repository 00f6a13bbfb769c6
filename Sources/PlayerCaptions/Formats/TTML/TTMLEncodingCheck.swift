import PlayerCore

#if canImport(Glibc)
    import Glibc
#endif

/// Refuses, before the XML parser sees them, the documents whose encoding the system's libxml2
/// (2.9.14, under Foundation's XML parser) would switch to and then fail to convert: it
/// dereferences a null pointer then instead of reporting an error. Found by fuzzing: a
/// document starting `00 00 00 3C` (UCS-4 by XML's autodetection) followed by ASCII, one
/// declaring `encoding="UTF-32"` in ASCII, one starting with EBCDIC's `<?xm`.
///
/// - UCS-4 and EBCDIC documents (known by their first four bytes, XML 1.0 Appendix F) are
///   refused: TTML is UTF-8 or UTF-16 (IMSC 1 requires UTF-8).
/// - A declared encoding other than those libxml2 converts itself (UTF-8, UTF-16, ISO-8859-1,
///   ASCII) must be one iconv knows and not a UCS-4 one, and the bytes must convert with iconv
///   as libxml2 would convert them, or the document is refused naming the encoding.
enum TTMLEncodingCheck {
    /// Throws ``TTMLError/malformedXML(line:column:reason:)`` for a document that would crash
    /// the XML parser.
    static func check(_ document: [UInt8]) throws(TTMLError) {
        let start = Array(document.prefix(4))
        if unreadableSignatures.contains(where: { start == $0.bytes }) {
            let name = unreadableSignatures.first { start == $0.bytes }!.name
            throw .malformedXML(
                line: 1, column: 1, reason: "the document is \(name), which TTML does not use")
        }
        guard let declared = declaredEncoding(document),
            !builtInEncodings.contains(declared.uppercased())
        else { return }
        let named = TerminalText.excerpt(declared)
        if ["UCS-4", "UCS4", "UTF-32", "UTF32"].contains(where: declared.uppercased().contains) {
            throw .malformedXML(
                line: 1, column: 1,
                reason: "the document declares \(named), a UCS-4 encoding, which TTML does not use")
        }
        switch iconvConversion(document, from: declared) {
        case nil:
            throw .malformedXML(
                line: 1, column: 1,
                reason: "the document declares the encoding \(named), which is not known")
        case false?:
            throw .malformedXML(
                line: 1, column: 1,
                reason: "the document is not valid \(named), the encoding it declares")
        case true?:
            return
        }
    }

    /// The first four bytes of the UCS-4 orders and of EBCDIC, with or without a byte order
    /// mark.
    private static let unreadableSignatures: [(bytes: [UInt8], name: String)] = [
        ([0x00, 0x00, 0x00, 0x3C], "UCS-4"), ([0x3C, 0x00, 0x00, 0x00], "UCS-4"),
        ([0x00, 0x00, 0x3C, 0x00], "UCS-4"), ([0x00, 0x3C, 0x00, 0x00], "UCS-4"),
        ([0x00, 0x00, 0xFE, 0xFF], "UCS-4"), ([0xFF, 0xFE, 0x00, 0x00], "UCS-4"),
        ([0x00, 0x00, 0xFF, 0xFE], "UCS-4"), ([0xFE, 0xFF, 0x00, 0x00], "UCS-4"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]

    /// The encodings libxml2 converts without iconv.
    private static let builtInEncodings: Set<String> = [
        "UTF-8", "UTF8", "UTF-16", "UTF16", "UTF-16LE", "UTF-16BE", "ISO-8859-1", "ISO-LATIN-1",
        "ISO LATIN 1", "ASCII", "US-ASCII",
    ]

    /// The `encoding` of an XML declaration written in ASCII at the document's start (after a
    /// UTF-8 byte order mark); nil when there is none.
    private static func declaredEncoding(_ document: [UInt8]) -> String? {
        var bytes = document.prefix(512)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.starts(with: Array("<?xml".utf8)),
            let close = bytes.firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let declaration = String(decoding: bytes[..<close], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    /// Whether iconv converts the whole of `document` from `encoding` to UTF-8; nil when iconv
    /// does not know the encoding.
    private static func iconvConversion(_ document: [UInt8], from encoding: String) -> Bool? {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = document
        var output = [CChar](repeating: 0, count: 1 << 16)
        return input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inputBytes.count
                while inLeft > 0 {
                    var outPointer = outputBuffer.baseAddress
                    var outLeft = outputBuffer.count
                    if iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) == -1,
                        errno != E2BIG
                    {
                        return false
                    }
                }
                return true
            }
        }
    }
}
