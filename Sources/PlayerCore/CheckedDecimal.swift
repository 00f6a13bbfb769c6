/// Reads the numbers that caption files, playlists and time arguments write in decimal, and
/// combines them into times, without ever trapping.
///
/// Text from a file can say anything: a digit followed by a combining mark (`6.0́`), a sign
/// (`-5`), seventeen digits of hours. Every reader that turns text into a number goes through
/// these functions, so what is not plain ASCII digits is not a number, and what does not fit is
/// nil (out of range) instead of an arithmetic overflow.
///
/// ```swift
/// CheckedDecimal.wholeNumber("0042")                  // 42
/// CheckedDecimal.wholeNumber("6\u{301}")              // nil: a combining mark is no digit
/// CheckedDecimal.wholeNumber("99999999999999999999")  // nil: more than Int64.max
/// CheckedDecimal.fractionMicroseconds("25")           // 250_000 (the ".25" of 1.25 s)
/// MediaTime(hours: 1, minutes: 2, seconds: 3)         // 01:02:03.000
/// MediaTime(hours: 3_000_000_000, minutes: 0, seconds: 0)  // nil: past Int64 microseconds
/// ```
public enum CheckedDecimal {
    /// The value of `scalars` when they are one or more ASCII digits `0`–`9` and the number
    /// fits in `Int64`; nil when empty, when anything else is among them (a sign, a space, a
    /// non-ASCII digit, a combining mark) or when the number is larger than `Int64.max`.
    public static func wholeNumber(scalars: some Sequence<Unicode.Scalar>) -> Int64? {
        var value: Int64 = 0
        var isEmpty = true
        for scalar in scalars {
            guard scalar.isASCIIDigit,
                let next = multiplyAdd(value, by: 10, adding: Int64(scalar.value - 48))
            else { return nil }
            value = next
            isEmpty = false
        }
        return isEmpty ? nil : value
    }

    /// The value of `text` when it is one or more ASCII digits and fits in `Int64`; see
    /// ``wholeNumber(scalars:)``.
    public static func wholeNumber(_ text: some StringProtocol) -> Int64? {
        wholeNumber(scalars: text.unicodeScalars)
    }

    /// Whether `text` is one or more ASCII digits, whatever their value.
    public static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(\.isASCIIDigit)
    }

    /// The microseconds a decimal fraction of a second stands for, given the ASCII digits after
    /// its point: `"5"` is 500,000 and `"000001"` is 1. Digits past the sixth are rounded half
    /// up (`"0000005"` is 1) when `rounded`, else dropped. Nil when `digits` is empty or not
    /// all ASCII digits.
    public static func fractionMicroseconds(
        _ digits: some StringProtocol, rounded: Bool = true
    ) -> Int64? {
        guard isDigits(digits) else { return nil }
        var microseconds: Int64 = 0
        var place = 0
        for scalar in digits.unicodeScalars {
            let digit = Int64(scalar.value - 48)
            if place < 6 {
                microseconds = microseconds * 10 + digit
            } else if place == 6 && rounded && digit >= 5 {
                microseconds += 1
            }
            place += 1
        }
        for _ in place..<max(place, 6) {
            microseconds *= 10
        }
        return microseconds
    }

    /// `value × factor + addend`, or nil when the result (or the product) does not fit in
    /// `Int64`.
    public static func multiplyAdd(_ value: Int64, by factor: Int64, adding addend: Int64)
        -> Int64?
    {
        let (product, productOverflow) = value.multipliedReportingOverflow(by: factor)
        let (sum, sumOverflow) = product.addingReportingOverflow(addend)
        return productOverflow || sumOverflow ? nil : sum
    }

    /// `lhs + rhs`, or nil when the sum does not fit in `Int64`.
    public static func sum(_ lhs: Int64, _ rhs: Int64) -> Int64? {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? nil : sum
    }
}

extension MediaTime {
    /// The time `hours:minutes:seconds` plus `microseconds`, or nil when a part is negative or
    /// the total does not fit (more than about 292,000 years). The parts need not be below 60:
    /// `MediaTime(hours: 0, minutes: 90, seconds: 0)` is an hour and a half.
    public init?(hours: Int64, minutes: Int64, seconds: Int64, microseconds: Int64 = 0) {
        guard hours >= 0, minutes >= 0, seconds >= 0, microseconds >= 0,
            let totalMinutes = CheckedDecimal.multiplyAdd(hours, by: 60, adding: minutes),
            let totalSeconds = CheckedDecimal.multiplyAdd(totalMinutes, by: 60, adding: seconds),
            let total = CheckedDecimal.multiplyAdd(
                totalSeconds, by: 1_000_000, adding: microseconds)
        else { return nil }
        self.init(microseconds: total)
    }

    /// `self + other`, or nil when the sum does not fit.
    public func adding(_ other: MediaTime) -> MediaTime? {
        CheckedDecimal.sum(microseconds, other.microseconds).map(MediaTime.init(microseconds:))
    }
}

extension Unicode.Scalar {
    /// Whether this is one of the ASCII digits 0 to 9 (a scalar, so a combining mark after a
    /// digit is a scalar of its own, never taken for one).
    public var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
