import PlayerCore

/// The times of a SubRip timing line, read leniently: `00:00:01,500 --> 00:00:03,250`.
///
/// - Hours are optional (`01:30,000` is 1 min 30 s); each field may have any number of digits
///   (`00:00:013,567` is 13.567 s).
/// - The fraction follows `,` or `.`, has one to three digits read as a decimal fraction
///   (`,5` is 500 ms, `,04` is 40 ms), and may be left out.
/// - The arrow is one or more `-` then `>`, with any spaces around and inside it (`-- >`).
/// - Anything after the end time (`X1:40 X2:600 Y1:20 Y2:50` coordinates) is ignored.
struct SubRipTiming: Equatable {
    /// When the cue appears.
    var start: MediaTime
    /// When it disappears.
    var end: MediaTime

    /// The timing `line` states, or nil when it is not a timing line.
    init?(_ line: Substring) {
        var reader = SubRipTimingReader(line.unicodeScalars)
        reader.skipSpaces()
        guard let start = reader.timestamp() else { return nil }
        reader.skipSpaces()
        guard reader.arrow() else { return nil }
        reader.skipSpaces()
        guard let end = reader.timestamp() else { return nil }
        guard reader.isAtEnd || reader.current?.properties.isWhitespace == true else {
            return nil
        }
        self.start = start
        self.end = end
    }
}

/// A position in a timing line.
private struct SubRipTimingReader {
    private let scalars: Substring.UnicodeScalarView
    private var index: Substring.UnicodeScalarView.Index

    init(_ scalars: Substring.UnicodeScalarView) {
        self.scalars = scalars
        self.index = scalars.startIndex
    }

    var isAtEnd: Bool { index == scalars.endIndex }
    var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    mutating func skipSpaces() {
        while current == " " || current == "\t" { index = scalars.index(after: index) }
    }

    /// Reads `[h:]m:s[(,|.)f]`, every field a run of digits.
    mutating func timestamp() -> MediaTime? {
        var fields: [Int64] = []
        repeat {
            guard let field = digits(), let value = decimalValue(field) else { return nil }
            fields.append(value)
        } while fields.count < 3 && skip(":")
        guard fields.count >= 2 else { return nil }
        var microseconds: Int64 = 0
        if skip(",") || skip(".") {
            guard let fraction = digits(), fraction.count <= 3, let value = decimalValue(fraction)
            else { return nil }
            let scale: Int64 = fraction.count == 1 ? 100 : fraction.count == 2 ? 10 : 1
            microseconds = value * scale * 1_000
        }
        let seconds = fields.reduce(Int64(0)) { total, field in total * 60 + field }
        let (wholeMicroseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return nil }
        return MediaTime(microseconds: wholeMicroseconds + microseconds)
    }

    /// Reads `-`… `>` with spaces allowed around and between.
    mutating func arrow() -> Bool {
        guard skip("-") else { return false }
        while skip("-") || skip(" ") {}
        return skip(">")
    }

    private mutating func digits() -> ArraySlice<Unicode.Scalar>? {
        var found: [Unicode.Scalar] = []
        while let scalar = current, scalar.isASCIIDigit {
            found.append(scalar)
            index = scalars.index(after: index)
        }
        return found.isEmpty || found.count > 18 ? nil : found[...]
    }

    private mutating func skip(_ expected: Unicode.Scalar) -> Bool {
        guard current == expected else { return false }
        index = scalars.index(after: index)
        return true
    }
}
