extension WebVTTScanner {
    /// Reads an HTML character reference after its `&` as HTML's "consume a character
    /// reference" does, returning what it stands for; nil when none follows, the position
    /// then left where it was.
    ///
    /// - A name is the longest one in HTML's table that the text starts with (so `&notit;` is
    ///   `¬it;`), legacy names without a semicolon included. Where `additionalAllowed` is
    ///   given (inside a tag's annotation, as in an HTML attribute), a name without its
    ///   semicolon followed by `=` or a letter or digit is not read.
    /// - Numbers (`&#233;`, `&#xE9;`, semicolon optional): zero, surrogates and values past
    ///   U+10FFFF become U+FFFD, and 128–159 are read as Windows-1252.
    /// - Nothing is read before whitespace, `<`, `&`, the end or `additionalAllowed`.
    mutating func consumeCharacterReference(additionalAllowed: Unicode.Scalar? = nil)
        -> [Unicode.Scalar]?
    {
        guard let first = current, !first.isWebVTTWhitespace, first != "<", first != "&",
            first != additionalAllowed
        else { return nil }
        if first == "#" {
            let start = position
            advance()
            if let scalar = numericReference() { return [scalar] }
            position = start
            return nil
        }
        return namedReference(inAnnotation: additionalAllowed != nil)
    }

    /// Reads the digits and optional semicolon after `&#`, or nil when no digit follows.
    private mutating func numericReference() -> Unicode.Scalar? {
        let isHex = skip("x") || skip("X")
        let digits = collect(while: { isHex ? $0.properties.isASCIIHexDigit : $0.isASCIIDigit })
        guard !digits.isEmpty else { return nil }
        _ = skip(";")
        let value = digits.reduce(UInt32(0)) { value, digit in
            let digitValue = UInt32(Int(String(Unicode.Scalar(digit)), radix: 16) ?? 0)
            return min(value * (isHex ? 16 : 10) + digitValue, 0x11_0000)
        }
        if (0x80...0x9F).contains(value) {
            return windows1252String([UInt8(value)][...]).unicodeScalars.first
        }
        return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Reads the longest named reference the text starts with.
    private mutating func namedReference(inAnnotation: Bool) -> [Unicode.Scalar]? {
        let start = position
        let letters = collect(while: { $0.isASCIILetter || $0.isASCIIDigit })
        let candidate = skip(";") ? scalars[start..<position] : letters
        position = start
        var length = min(candidate.count, htmlLongestReferenceName)
        while length > 0 {
            let name = candidate.prefix(length)
            if let value = htmlNamedCharacterReferences[name.string] {
                position = start + length
                if inAnnotation, name.last != UInt8(ascii: ";"),
                    let next = current,
                    next == "=" || next.isASCIILetter || next.isASCIIDigit
                {
                    position = start
                    return nil
                }
                return value
            }
            length -= 1
        }
        return nil
    }
}

/// HTML's named character references, read once from ``htmlNamedCharacterReferenceTable``.
private let htmlNamedCharacterReferences: [String: [Unicode.Scalar]] = {
    var references: [String: [Unicode.Scalar]] = [:]
    for entry in htmlNamedCharacterReferenceTable.split(whereSeparator: \.isWhitespace) {
        guard let equals = entry.firstIndex(of: "=") else { continue }
        references[String(entry[..<equals])] = entry[entry.index(after: equals)...]
            .split(separator: ",").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }
    return references
}()

/// The length of the longest name in HTML's table, semicolon included
/// (`&CounterClockwiseContourIntegral;`).
private let htmlLongestReferenceName = 32

extension Unicode.Scalar {
    /// Whether this is an ASCII letter (A–Z, a–z), told by its value rather than by the
    /// Unicode property tables.
    fileprivate var isASCIILetter: Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
