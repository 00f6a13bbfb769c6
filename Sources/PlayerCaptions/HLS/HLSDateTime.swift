import PlayerCore

/// An instant on the wall clock, as `EXT-X-PROGRAM-DATE-TIME` states it (RFC 8216 §4.3.2.6):
/// whole microseconds since 1970-01-01T00:00:00Z, leap seconds not counted (Unix time).
///
/// Read from ISO 8601 in the extended format HLS playlists use: a calendar date, `T`, the
/// time to the second with any number of fractional digits, and a zone (`Z`, `±hh:mm`,
/// `±hhmm` or `±hh`). The instant is what counts, so the zone is applied and not kept:
///
/// ```swift
/// let a = HLSDateTime(iso8601: "2016-06-22T09:20:16.166-04:00")!
/// let b = HLSDateTime(iso8601: "2016-06-22T13:20:16.166Z")!
/// a == b                                  // true
/// a.microsecondsSince1970                 // 1_466_601_616_166_000
/// a + .seconds(10)                        // 2016-06-22T13:20:26.166Z
/// ```
///
/// A time without a zone is read as UTC: ISO 8601 calls it local time of an unknown zone, and
/// a player only uses the differences between the dates of one playlist. Fractions finer than
/// a microsecond are rounded to the nearest microsecond.
public struct HLSDateTime: Hashable, Sendable {
    /// Microseconds since 1970-01-01T00:00:00Z.
    public var microsecondsSince1970: Int64

    /// The instant `microsecondsSince1970` microseconds after the Unix epoch.
    public init(microsecondsSince1970: Int64) {
        self.microsecondsSince1970 = microsecondsSince1970
    }

    /// Reads an ISO 8601 date and time (`2019-02-14T02:13:36.106Z`); nil when the text is not
    /// one or names no real day or time (`2019-02-30`, `24:00:00`, `+25:00`).
    public init?(iso8601 text: Substring) {
        var scanner = DateTimeScanner(text: text.trimmingSpaces())
        guard let year = scanner.digits(4), scanner.skip("-"),
            let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2), scanner.skip("T") || scanner.skip("t"),
            let hour = scanner.digits(2), scanner.skip(":"),
            let minute = scanner.digits(2), scanner.skip(":"),
            let seconds = scanner.secondsAndFraction(),
            let offset = scanner.zoneOffsetSeconds(), scanner.isAtEnd,
            (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
            hour < 24, minute < 60, seconds.microseconds < 61_000_000
        else { return nil }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        let wholeSeconds = days * 86_400 + hour * 3_600 + minute * 60 - offset
        self.init(microsecondsSince1970: wholeSeconds * 1_000_000 + seconds.microseconds)
    }

    /// The instant `span` after `date`.
    public static func + (date: HLSDateTime, span: MediaTime) -> HLSDateTime {
        HLSDateTime(microsecondsSince1970: date.microsecondsSince1970 &+ span.microseconds)
    }

    /// The span from `rhs` to `lhs` (negative when `lhs` is earlier).
    public static func - (lhs: HLSDateTime, rhs: HLSDateTime) -> MediaTime {
        MediaTime(microseconds: lhs.microsecondsSince1970 &- rhs.microsecondsSince1970)
    }

    private static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func days(inMonth month: Int64, of year: Int64) -> Int64 {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar, counting
    /// whole 400-year cycles (146,097 days each) from 0000-03-01 so February ends a year.
    private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let marchYear = month > 2 ? year : year - 1
        let cycle = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfCycle = marchYear - cycle * 400
        let monthFromMarch = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfCycle =
            yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        // 719,468 days separate 0000-03-01 from 1970-01-01.
        return cycle * 146_097 + dayOfCycle - 719_468
    }
}

extension HLSDateTime: Comparable {
    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: HLSDateTime, rhs: HLSDateTime) -> Bool {
        lhs.microsecondsSince1970 < rhs.microsecondsSince1970
    }
}

extension HLSDateTime: CustomStringConvertible {
    /// The instant in UTC with microseconds, `2019-02-14T02:13:36.106000Z`.
    public var description: String {
        let microseconds = floorModulo(microsecondsSince1970, 1_000_000)
        let wholeSeconds = (microsecondsSince1970 - microseconds) / 1_000_000
        let second = floorModulo(wholeSeconds, 86_400)
        let (year, month, dayOfMonth) = Self.civilDate(
            daysSince1970: (wholeSeconds - second) / 86_400)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))T\(pad(second / 3_600, 2))"
            + ":\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2)).\(pad(microseconds, 6))Z"
    }

    /// The calendar day `days` days after 1970-01-01 (the inverse of `daysSince1970`).
    private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let cycle = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfCycle = shifted - cycle * 146_097
        let yearOfCycle =
            (dayOfCycle - dayOfCycle / 1_460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

/// `value` modulo `divisor`, never negative.
private func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 {
    let remainder = value % divisor
    return remainder < 0 ? remainder + divisor : remainder
}

private func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// Reads the fields of an ISO 8601 date and time left to right.
private struct DateTimeScanner {
    var text: Substring

    var isAtEnd: Bool { text.isEmpty }

    /// Drops `character` when the text starts with it.
    mutating func skip(_ character: Character) -> Bool {
        guard text.first == character else { return false }
        text = text.dropFirst()
        return true
    }

    /// Exactly `count` ASCII digits as a number.
    mutating func digits(_ count: Int) -> Int64? {
        let field = text.prefix(count)
        guard field.count == count, field.allSatisfy(Self.isDigit) else { return nil }
        text = text.dropFirst(count)
        return field.reduce(0) { $0 * 10 + Int64($1.asciiValue! - 48) }
    }

    /// Two digits of seconds and an optional `.` or `,` fraction of any length.
    mutating func secondsAndFraction() -> MediaTime? {
        guard text.prefix(2).count == 2, text.prefix(2).allSatisfy(Self.isDigit) else {
            return nil
        }
        var end = text.index(text.startIndex, offsetBy: 2)
        if end < text.endIndex, text[end] == "." || text[end] == "," {
            let fraction = text[text.index(after: end)...].prefix(while: Self.isDigit)
            guard !fraction.isEmpty else { return nil }
            end = fraction.endIndex
        }
        let field = String(text[..<end].map { $0 == "," ? "." : $0 })
        text = text[end...]
        return MediaTime(decimalSeconds: field[...])
    }

    /// `Z`, `±hh:mm`, `±hhmm` or `±hh` as seconds east of UTC; 0 when no zone is written.
    mutating func zoneOffsetSeconds() -> Int64? {
        if skip("Z") || skip("z") || isAtEnd {
            return 0
        }
        let sign: Int64
        if skip("+") {
            sign = 1
        } else if skip("-") || skip("\u{2212}") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(2), hours < 24 else { return nil }
        var minutes: Int64 = 0
        if !isAtEnd {
            _ = skip(":")
            guard let written = digits(2), written < 60 else { return nil }
            minutes = written
        }
        return sign * (hours * 3_600 + minutes * 60)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
