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

    private init(start: MediaTime, end: MediaTime) {
        self.start = start
        self.end = end
    }

    /// Reads `line` (UTF-8): a timing line, one whose times are out of range, or neither.
    ///
    /// Every character of the syntax is ASCII, so most lines (cue text, which does not start
    /// with a digit) are told apart by their first byte or two.
    static func read(_ line: UnsafeBufferPointer<UInt8>) -> Reading {
        var reader = SubRipTimingReader(line)
        reader.skipSpaces()
        guard let start = reader.timestamp() else { return .notTiming }
        reader.skipSpaces()
        guard reader.arrow() else { return .notTiming }
        reader.skipSpaces()
        guard let end = reader.timestamp(), reader.isAtEnd || reader.isAtWhitespace
        else { return .notTiming }
        guard let start, let end else { return .outOfRange }
        return .timing(SubRipTiming(start: start, end: end))
    }
}

/// A position in a timing line's UTF-8.
private struct SubRipTimingReader {
    private let line: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
    }

    var isAtEnd: Bool { index == line.count }
    private var current: UInt8? { isAtEnd ? nil : line[index] }

    /// Whether the reader is on a whitespace character (Unicode's White_Space).
    var isAtWhitespace: Bool {
        UnsafeBufferPointer(rebasing: line[index...]).startsWithWhitespace
    }

    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
            index += 1
        }
    }

    /// Reads `[h:]m:s[(,|.)f]`, every field a run of digits: nil when it is not one, `.some(nil)`
    /// when it is one too large for the timeline.
    mutating func timestamp() -> MediaTime?? {
        var values: (Int64?, Int64?, Int64?) = (nil, nil, nil)
        var count = 0
        var fitsInt64 = true
        repeat {
            guard let (value, _) = digits() else { return nil }
            if value == nil { fitsInt64 = false }
            switch count {
            case 0: values.0 = value
            case 1: values.1 = value
            default: values.2 = value
            }
            count += 1
        } while count < 3 && skip(UInt8(ascii: ":"))
        guard count >= 2 else { return nil }
        var microseconds: Int64 = 0
        if skip(UInt8(ascii: ",")) || skip(UInt8(ascii: ".")) {
            guard let (fraction, digitCount) = digits(), digitCount <= 3, let fraction else {
                return nil
            }
            microseconds = fraction * [100_000, 10_000, 1_000][digitCount - 1]
        }
        guard fitsInt64 else { return .some(nil) }
        let (hours, minutes, seconds) =
            count == 3 ? (values.0!, values.1!, values.2!) : (0, values.0!, values.1!)
        return MediaTime(
            hours: hours, minutes: minutes, seconds: seconds, microseconds: microseconds)
    }

    /// Reads `-`… `>` with spaces allowed around and between.
    mutating func arrow() -> Bool {
        guard skip(UInt8(ascii: "-")) else { return false }
        while skip(UInt8(ascii: "-")) || skip(UInt8(ascii: " ")) {}
        return skip(UInt8(ascii: ">"))
    }

    /// Reads a run of ASCII digits: its value (nil when past `Int64.max`) and its length; nil
    /// when no digit is there.
    private mutating func digits() -> (Int64?, Int)? {
        var value: Int64? = 0
        var count = 0
        while let byte = current, (0x30...0x39).contains(byte) {
            if let soFar = value {
                let (product, overflow) = soFar.multipliedReportingOverflow(by: 10)
                let (sum, overflowAdding) = product.addingReportingOverflow(Int64(byte - 0x30))
                value = overflow || overflowAdding ? nil : sum
            }
            count += 1
            index += 1
        }
        return count == 0 ? nil : (value, count)
    }

    private mutating func skip(_ expected: UInt8) -> Bool {
        guard current == expected else { return false }
        index += 1
        return true
    }
}
