import PlayerCore

extension TTMLTimingParameters {
    /// The time a TTML time expression stands for, or nil when it is not one.
    ///
    /// Clock times: `hh:mm:ss`, `hh:mm:ss.fff` (any number of fraction digits),
    /// `hh:mm:ss:ff` (frames) and `hh:mm:ss:ff.sub` (frames and sub-frames). Offset times: a
    /// number with an optional fraction and a metric — `1h`, `2m`, `12.5s`, `300ms`, `25f`
    /// (frames), `1000t` (ticks). Results are rounded to the nearest microsecond. Every number
    /// is ASCII digits; a time too far out for the timeline (a twelve-digit hour) is nil, as
    /// is anything that is not a time expression.
    func time(_ expression: String) -> MediaTime? {
        let text = expression.trimmingXMLSpace()
        return text.contains(":") ? clockTime(text) : offsetTime(text)
    }

    private func clockTime(_ text: String) -> MediaTime? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, let hours = wholeNumber(parts[0]),
            let minutes = wholeNumber(parts[1])
        else { return nil }
        let secondsPart = parts[2]
        if parts.count == 3 {
            guard let seconds = DecimalNumber(secondsPart),
                let microseconds = seconds.scaled(by: .init(numerator: 1_000_000, denominator: 1))
            else { return nil }
            return MediaTime(
                hours: hours, minutes: minutes, seconds: 0, microseconds: microseconds)
        }
        guard let seconds = wholeNumber(secondsPart),
            let frames = frameMicroseconds(parts[3])
        else { return nil }
        return MediaTime(hours: hours, minutes: minutes, seconds: seconds, microseconds: frames)
    }

    /// The time of `ff` or `ff.sub`: whole frames, then sub-frames.
    private func frameMicroseconds(_ text: Substring) -> Int64? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let frames = wholeNumber(pieces[0]) else { return nil }
        let subFrames = pieces.count == 2 ? wholeNumber(pieces[1]) : 0
        guard let subFrames,
            let digits = CheckedDecimal.multiplyAdd(
                frames, by: subFramesPerFrame, adding: subFrames)
        else { return nil }
        return DecimalNumber(digits: digits, scale: 1).scaled(by: subFrame)
    }

    private func offsetTime(_ text: String) -> MediaTime? {
        guard let metricStart = text.firstIndex(where: { $0.isLetter }),
            let number = DecimalNumber(text[..<metricStart])
        else { return nil }
        let unit: UnitLength
        switch text[metricStart...] {
        case "h": unit = UnitLength(numerator: 3_600_000_000, denominator: 1)
        case "m": unit = UnitLength(numerator: 60_000_000, denominator: 1)
        case "s": unit = UnitLength(numerator: 1_000_000, denominator: 1)
        case "ms": unit = UnitLength(numerator: 1_000, denominator: 1)
        case "f": unit = frame
        case "t": unit = tick
        default: return nil
        }
        return number.scaled(by: unit).map(MediaTime.init(microseconds:))
    }
}

/// A run of ASCII digits as a number, or nil when it is empty, holds anything else or does
/// not fit in 64 bits.
private func wholeNumber(_ text: Substring) -> Int64? {
    CheckedDecimal.wholeNumber(text)
}

/// A non-negative decimal number held exactly as `digits / scale`, `scale` a power of ten.
private struct DecimalNumber {
    var digits: Int64
    var scale: Int64

    init(digits: Int64, scale: Int64) {
        self.digits = digits
        self.scale = scale
    }

    /// `12` or `12.5`; fraction digits past the ninth are dropped.
    init?(_ text: Substring) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, var digits = wholeNumber(pieces[0]) else { return nil }
        var scale: Int64 = 1
        if pieces.count == 2 {
            guard CheckedDecimal.isDigits(pieces[1]) else { return nil }
            for digit in pieces[1].unicodeScalars.prefix(9) {
                guard
                    let next = CheckedDecimal.multiplyAdd(
                        digits, by: 10, adding: Int64(digit.value - 48))
                else { return nil }
                digits = next
                scale *= 10
            }
        }
        self.init(digits: digits, scale: scale)
    }

    /// The number of microseconds this many units of `unit` last, rounded half up; nil when
    /// it does not fit.
    func scaled(by unit: TTMLTimingParameters.UnitLength) -> Int64? {
        let (divisor, divisorOverflow) = scale.multipliedReportingOverflow(by: unit.denominator)
        guard !divisorOverflow, divisor > 0 else { return nil }
        let product = UInt64(digits).multipliedFullWidth(by: UInt64(unit.numerator))
        let unsignedDivisor = UInt64(divisor)
        guard product.high < unsignedDivisor else { return nil }
        let (quotient, remainder) = unsignedDivisor.dividingFullWidth(product)
        let rounded = remainder >= unsignedDivisor - remainder ? quotient + 1 : quotient
        return rounded <= UInt64(Int64.max) ? Int64(rounded) : nil
    }
}
