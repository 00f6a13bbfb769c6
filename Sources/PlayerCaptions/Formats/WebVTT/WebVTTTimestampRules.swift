import PlayerCore

/// How strictly a WebVTT reader takes the fraction of a second in timestamps.
public enum WebVTTTimestampRules: Hashable, Sendable {
    /// As the WebVTT specification says: exactly three digits after a full stop.
    case strict
    /// Also accepts one or two digits after the full stop (a decimal fraction, `.04` being
    /// 40 ms) or no fraction at all, as some non-conforming files write; four or more digits
    /// are still refused.
    case lenient
}

extension WebVTTScanner {
    /// Reads a WebVTT timestamp (`[h…h:]mm:ss.ttt`), or returns nil when what follows is not
    /// one; the position is then somewhere inside it.
    ///
    /// Hours may have any number of digits and are optional; minutes and seconds have two
    /// digits and are at most 59. When the first number is not two digits or is over 59 it is
    /// taken as hours.
    mutating func collectTimestamp(_ rules: WebVTTTimestampRules) -> MediaTime? {
        guard current?.isASCIIDigit == true else { return nil }
        let first = collect(while: \.isASCIIDigit)
        guard let firstValue = CheckedDecimal.wholeNumber(scalars: first) else { return nil }
        let firstIsHours = first.count != 2 || firstValue > 59
        guard skip(":"), let minutesOrSeconds = collectTwoDigits() else { return nil }
        var hours: Int64 = 0
        var minutes = firstValue
        var seconds = minutesOrSeconds
        if firstIsHours || current == ":" {
            guard skip(":"), let third = collectTwoDigits() else { return nil }
            (hours, minutes, seconds) = (firstValue, minutesOrSeconds, third)
        }
        guard let milliseconds = collectMilliseconds(rules), minutes <= 59, seconds <= 59 else {
            return nil
        }
        return MediaTime(
            hours: hours, minutes: minutes, seconds: seconds, microseconds: milliseconds * 1_000)
    }

    /// Reads exactly two digits as a number.
    private mutating func collectTwoDigits() -> Int64? {
        let digits = collect(while: \.isASCIIDigit)
        return digits.count == 2 ? CheckedDecimal.wholeNumber(scalars: digits) : nil
    }

    /// Reads the full stop and the milliseconds after the seconds.
    private mutating func collectMilliseconds(_ rules: WebVTTTimestampRules) -> Int64? {
        guard skip(".") else { return rules == .lenient ? 0 : nil }
        let digits = collect(while: \.isASCIIDigit)
        switch (rules, digits.count) {
        case (_, 3): return CheckedDecimal.wholeNumber(scalars: digits)
        case (.lenient, 1), (.lenient, 2):
            let value = CheckedDecimal.wholeNumber(scalars: digits) ?? 0
            return digits.count == 1 ? value * 100 : value * 10
        default: return nil
        }
    }
}
