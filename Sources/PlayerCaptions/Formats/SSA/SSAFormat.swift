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
        var fields: [Substring] = []
        fields.reserveCapacity(names.count)
        var fieldStart = value.startIndex
        var index = fieldStart
        let utf8 = value.utf8
        while fields.count < names.count - 1, let comma = utf8[index...].firstIndex(of: 0x2C) {
            fields.append(value[fieldStart..<comma])
            index = utf8.index(after: comma)
            fieldStart = index
        }
        fields.append(value[fieldStart...])
        return fields
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
