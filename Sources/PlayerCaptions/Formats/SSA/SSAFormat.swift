/// The columns a `Format:` line names for the `Style:` or `Dialogue:` lines after it.
struct SSAFormat {
    /// The column names, lowercased and trimmed.
    private let names: [String]

    /// The columns of a `Format:` line's value, such as `Layer, Start, End, Style, Text`.
    init(_ value: Substring) {
        names = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces().lowercased()
        }
    }

    /// The event columns of an ASS file (an SSA file's `Marked` stands where `Layer` is),
    /// assumed until a `Format:` line says otherwise.
    static let standardEvents = SSAFormat(
        "Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text")

    /// The style columns of an ASS file, assumed until a `Format:` line says otherwise.
    static let standardStyles = SSAFormat(
        """
        Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, \
        Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, \
        Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
        """)

    /// The number of columns.
    var count: Int { names.count }

    /// The position of the column `name` (any letter case), if the format has it.
    func index(of name: String) -> Int? {
        names.firstIndex(of: name.lowercased())
    }

    /// A line's value cut at commas into at most one field per column, the last field taking
    /// the rest of the line, commas and all (as dialogue text may hold commas).
    func fields(of value: Substring) -> [Substring] {
        var storage = value
        return storage.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            fieldRanges(of: bytes, in: 0..<bytes.count, into: &ranges)
            let utf8 = value.utf8
            return ranges.map { range in
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                return value[start..<utf8.index(start, offsetBy: range.count)]
            }
        }
    }

    /// ``fields(of:)`` on the UTF-8 of a value at `range` of `bytes`: the fields' byte ranges,
    /// put in `fields` (its room kept from one line to the next).
    func fieldRanges(
        of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, into fields: inout [Range<Int>]
    ) {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = range.lowerBound
        while fields.count < names.count - 1,
            let comma = bytes[fieldStart..<range.upperBound].firstIndex(of: 0x2C)
        {
            fields.append(fieldStart..<comma)
            fieldStart = comma + 1
        }
        fields.append(fieldStart..<range.upperBound)
    }
}

extension Substring {
    /// The text without spaces and tabs at either end (found in its UTF-8, as both are ASCII).
    func trimmingSpaces() -> Substring {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }),
            let last = utf8.lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first..<utf8.index(after: last)]
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// The bytes without spaces and tabs at either end.
    var trimmingSpaces: Self {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }

    /// Whether the bytes spell `keyword` (lowercase ASCII) in any ASCII letter case.
    func isASCIIKeyword(_ keyword: StaticString) -> Bool {
        keyword.withUTF8Buffer { keyword in
            keyword.count == count
                && zip(keyword, self).allSatisfy {
                    $0 == ((0x41...0x5A).contains($1) ? $1 | 0x20 : $1)
                }
        }
    }
}
