import PlayerCore

/// Recovers a TTML document that binds a prefix other than `xml` to the XML namespace
/// (`xmlns:id="http://www.w3.org/XML/1998/namespace"`, as Media3's `multiple_regions.ttml`
/// writes it), which Namespaces in XML 1.0 §3 forbids and the XML parser refuses outright.
///
/// Such a declaration can only repeat what every document already has (`xml:` is bound to
/// that namespace by definition), so it is blanked out, byte for byte with spaces so that the
/// parser's lines and columns stay true, and named in a ``SkippedLine``; Media3 reads the
/// document the same way. A prefix so declared and then used still leaves the document
/// refused. Documents that do not name the XML namespace are passed through untouched;
/// UTF-16 documents are left as they are.
enum TTMLNamespaceRecovery {
    /// The XML namespace's name.
    private static let xmlNamespace = Array("http://www.w3.org/XML/1998/namespace".utf8)

    /// `document` with each forbidden binding of the XML namespace blanked, and one skipped
    /// line per binding.
    static func recovered(_ document: [UInt8]) -> (bytes: [UInt8], skipped: [SkippedLine]) {
        var bytes = document
        var skipped: [SkippedLine] = []
        var searchFrom = 0
        while let uri = range(of: xmlNamespace, in: bytes, from: searchFrom) {
            searchFrom = uri.upperBound
            guard let declaration = declaration(around: uri, in: bytes) else { continue }
            let prefix = String(decoding: bytes[declaration.prefix], as: UTF8.self)
            guard prefix != "xml" else { continue }
            for index in declaration.whole {
                if bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
            }
            let line = 1 + bytes[..<declaration.whole.lowerBound].count { $0 == UInt8(ascii: "\n") }
            skipped.append(
                SkippedLine(
                    line: line,
                    reason:
                        "xmlns:\(TerminalText.excerpt(prefix)) binds the XML namespace to a prefix other than xml, which XML forbids; the declaration is ignored"
                ))
        }
        return (bytes, skipped)
    }

    /// The `xmlns:prefix="…"` attribute whose quoted value is at `uri`: its prefix's bytes and
    /// the whole attribute, quotes included.
    private static func declaration(
        around uri: Range<Int>, in bytes: [UInt8]
    ) -> (prefix: Range<Int>, whole: Range<Int>)? {
        let open = uri.lowerBound - 1
        guard open > 0, uri.upperBound < bytes.count, [34, 39].contains(bytes[open]),
            bytes[uri.upperBound] == bytes[open]
        else { return nil }
        var index = open - 1
        while index > 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        guard bytes[index] == UInt8(ascii: "=") else { return nil }
        index -= 1
        while index > 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        let prefixEnd = index + 1
        while index > 0, isNameByte(bytes[index]) { index -= 1 }
        let prefixStart = index + 1
        let marker = Array("xmlns:".utf8)
        guard prefixStart < prefixEnd, bytes[index] == UInt8(ascii: ":"), index >= marker.count - 1,
            Array(bytes[(index - marker.count + 1)...index]) == marker
        else { return nil }
        return (prefixStart..<prefixEnd, (index - marker.count + 1)..<(uri.upperBound + 1))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    /// The first occurrence of `needle` in `bytes` at or after `start`.
    private static func range(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>?
    {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }
}
