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
/// - A UTF-16 document must be valid UTF-16 (the fuzzer's second input: a byte order mark, then
///   a lone surrogate).
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
        if let bigEndian = utf16ByteOrder(start), !isValidUTF16(document, bigEndian: bigEndian) {
            throw .malformedXML(line: 1, column: 1, reason: "the document is not valid UTF-16")
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

    /// Whether ``check(_:)`` of a document starting with `start` (its first 512 bytes, or all
    /// of a shorter one) reads no further than `start`: the document is not UTF-16 and declares
    /// no encoding, or one libxml2 converts itself. A document for which this holds can go to
    /// the XML parser a block at a time, checked by its start alone.
    static func readsOnlyTheStart(_ start: [UInt8]) -> Bool {
        guard utf16ByteOrder(Array(start.prefix(4))) == nil else { return false }
        guard let declared = declaredEncoding(start) else { return true }
        return builtInEncodings.contains(declared.uppercased())
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

    /// Whether a document starting with `start` is UTF-16 (a byte order mark, or `<?` in
    /// UTF-16) big-endian (true) or little-endian (false); nil when it is not UTF-16.
    private static func utf16ByteOrder(_ start: [UInt8]) -> Bool? {
        if start.starts(with: [0xFE, 0xFF]) || start == [0x00, 0x3C, 0x00, 0x3F] { return true }
        if start.starts(with: [0xFF, 0xFE]) || start == [0x3C, 0x00, 0x3F, 0x00] { return false }
        return nil
    }

    /// Whether `document` is a whole number of UTF-16 code units with every surrogate paired.
    private static func isValidUTF16(_ document: [UInt8], bigEndian: Bool) -> Bool {
        guard document.count % 2 == 0 else { return false }
        let units = stride(from: 0, to: document.count, by: 2).lazy.map { index -> UInt16 in
            let first = UInt16(document[index])
            let second = UInt16(document[index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

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
