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
    /// What a line of a SubRip file is, as far as timing goes.
    enum Reading: Equatable {
        /// A timing line.
        case timing(SubRipTiming)
        /// A timing line with a time too large to place on the timeline (seventeen digits of
        /// hours): its cue cannot be shown.
        case outOfRange
        /// Any other line.
        case notTiming
    }

    /// When the cue appears.
    var start: MediaTime
    /// When it disappears.
    var end: MediaTime

    /// The timing `line` states, or nil when it is not a timing line (or is one out of range).
    init?(_ line: Substring) {
        guard case .timing(let timing) = Self.read(line) else { return nil }
        self = timing
    }

    private init(start: MediaTime, end: MediaTime) {
        self.start = start
        self.end = end
    }

    /// Reads `line`: a timing line, one whose times are out of range, or neither.
    static func read(_ line: Substring) -> Reading {
        var reader = SubRipTimingReader(line.unicodeScalars)
        reader.skipSpaces()
        guard let start = reader.timestamp() else { return .notTiming }
        reader.skipSpaces()
        guard reader.arrow() else { return .notTiming }
        reader.skipSpaces()
        guard let end = reader.timestamp(),
            reader.isAtEnd || reader.current?.properties.isWhitespace == true
        else { return .notTiming }
        guard let start, let end else { return .outOfRange }
        return .timing(SubRipTiming(start: start, end: end))
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

    /// Reads `[h:]m:s[(,|.)f]`, every field a run of digits: nil when it is not one, `.some(nil)`
    /// when it is one too large for the timeline.
    mutating func timestamp() -> MediaTime?? {
        var fields: [ArraySlice<Unicode.Scalar>] = []
        repeat {
            guard let field = digits() else { return nil }
            fields.append(field)
        } while fields.count < 3 && skip(":")
        guard fields.count >= 2 else { return nil }
        var fraction: ArraySlice<Unicode.Scalar> = []
        if skip(",") || skip(".") {
            guard let digits = digits(), digits.count <= 3 else { return nil }
            fraction = digits
        }
        let values = fields.compactMap { CheckedDecimal.wholeNumber(scalars: $0) }
        guard values.count == fields.count else { return .some(nil) }
        return MediaTime(
            hours: values.count == 3 ? values[0] : 0, minutes: values[values.count - 2],
            seconds: values[values.count - 1],
            microseconds: fraction.isEmpty
                ? 0 : CheckedDecimal.fractionMicroseconds(fraction.string) ?? 0)
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
        return found.isEmpty ? nil : found[...]
    }

    private mutating func skip(_ expected: Unicode.Scalar) -> Bool {
        guard current == expected else { return false }
        index = scalars.index(after: index)
        return true
    }
}
