extension WebVTTScanner {
    /// Reads an HTML character reference after its `&`, returning what it stands for; when
    /// none follows, returns `&` and leaves the position where it was.
    ///
    /// Named references are those cue text is written with: `&amp;`, `&lt;`, `&gt;`,
    /// `&lrm;`, `&rlm;`, `&nbsp;`, `&quot;` and `&apos;`, each with its semicolon; other names
    /// are left as written. Numeric references (`&#233;`, `&#xE9;`, semicolon optional) follow
    /// HTML: zero, surrogates and values past U+10FFFF become U+FFFD, and 128–159 are read as
    /// Windows-1252.
    mutating func consumeCharacterReference() -> [Unicode.Scalar] {
        let start = position
        if skip("#") {
            if let scalar = numericReference() { return [scalar] }
        } else {
            let name = collect(while: { $0.properties.isAlphabetic && $0.isASCII })
            if skip(";"), let scalar = namedCharacterReferences[name.string] { return [scalar] }
        }
        position = start
        return ["&"]
    }

    /// Reads the digits and optional semicolon after `&#`, or nil when no digit follows.
    private mutating func numericReference() -> Unicode.Scalar? {
        let isHex = skip("x") || skip("X")
        let digits = collect(while: { isHex ? $0.properties.isASCIIHexDigit : $0.isASCIIDigit })
        guard !digits.isEmpty else { return nil }
        _ = skip(";")
        let value = digits.reduce(UInt32(0)) { value, digit in
            let digitValue = UInt32(Int(String(digit), radix: 16) ?? 0)
            return min(value * (isHex ? 16 : 10) + digitValue, 0x11_0000)
        }
        if (0x80...0x9F).contains(value) {
            return windows1252String([UInt8(value)][...]).unicodeScalars.first
        }
        return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

/// The named character references WebVTT cue text is written with.
private let namedCharacterReferences: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "lrm": "\u{200E}", "rlm": "\u{200F}", "nbsp": "\u{A0}",
    "quot": "\"", "apos": "'",
]
