import PlayerCore

extension WebVTTScanner {
    /// Reads a WebVTT timestamp (`[h…h:]mm:ss.ttt`) by the specification's rules, or returns
    /// nil when what follows is not one; the position is then somewhere inside it.
    ///
    /// Hours may have any number of digits and are optional; minutes and seconds have two
    /// digits and are at most 59; the fraction has exactly three. When the first number is
    /// not two digits or is over 59 it is taken as hours.
    mutating func collectTimestamp() -> MediaTime? {
        guard current?.isASCIIDigit == true else { return nil }
        let first = collect(while: \.isASCIIDigit)
        guard let firstValue = first.decimalValue else { return nil }
        let firstIsHours = first.count != 2 || firstValue > 59
        guard skip(":"), let minutesOrSeconds = collectDigits(count: 2) else { return nil }
        var hours: Int64 = 0
        var minutes = firstValue
        var seconds = minutesOrSeconds
        if firstIsHours || current == ":" {
            guard skip(":"), let third = collectDigits(count: 2) else { return nil }
            (hours, minutes, seconds) = (firstValue, minutesOrSeconds, third)
        }
        guard skip("."), let milliseconds = collectDigits(count: 3), minutes <= 59, seconds <= 59
        else { return nil }
        return MediaTime(
            hours: hours, minutes: minutes, seconds: seconds, microseconds: milliseconds * 1_000)
    }

    /// Reads a run of digits as a number when it is exactly `count` digits long.
    private mutating func collectDigits(count: Int) -> Int64? {
        let digits = collect(while: \.isASCIIDigit)
        return digits.count == count ? digits.decimalValue : nil
    }
}

extension ArraySlice<UInt8> {
    /// The ASCII digits as a number, as ``PlayerCore/CheckedDecimal/wholeNumber(scalars:)``
    /// reads them: nil when empty, when anything else is among them or when too large for
    /// `Int64`.
    var decimalValue: Int64? {
        guard !isEmpty else { return nil }
        var value: Int64 = 0
        for byte in self {
            guard byte.isASCIIDigit,
                let next = CheckedDecimal.multiplyAdd(value, by: 10, adding: Int64(byte - 0x30))
            else { return nil }
            value = next
        }
        return value
    }
}
