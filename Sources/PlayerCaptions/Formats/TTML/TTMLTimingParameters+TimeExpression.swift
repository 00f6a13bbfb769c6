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
    ///
    /// The expression is read as UTF-8 bytes where it is, with no string made of its parts:
    /// every character of a time expression is ASCII, so one that is not is none.
    func time(_ expression: String) -> MediaTime? {
        var expression = expression
        return expression.withUTF8 { bytes in
            var text = bytes[...]
            while let first = text.first, isXMLSpace(first) { text.removeFirst() }
            while let last = text.last, isXMLSpace(last) { text.removeLast() }
            guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
            return text.contains(UInt8(ascii: ":")) ? clockTime(text) : offsetTime(text)
        }
    }

    private func clockTime(_ text: ASCIIText) -> MediaTime? {
        let parts = text.split(
            separator: UInt8(ascii: ":"), maxSplits: 4, omittingEmptySubsequences: false)
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
    private func frameMicroseconds(_ text: ASCIIText) -> Int64? {
        let pieces = text.split(
            separator: UInt8(ascii: "."), maxSplits: 2, omittingEmptySubsequences: false)
        guard pieces.count <= 2, let frames = wholeNumber(pieces[0]) else { return nil }
        let subFrames = pieces.count == 2 ? wholeNumber(pieces[1]) : 0
        guard let subFrames,
            let digits = CheckedDecimal.multiplyAdd(
                frames, by: subFramesPerFrame, adding: subFrames)
        else { return nil }
        return DecimalNumber(digits: digits, scale: 1).scaled(by: subFrame)
    }

    private func offsetTime(_ text: ASCIIText) -> MediaTime? {
        guard let metricStart = text.firstIndex(where: isASCIILetter),
            let number = DecimalNumber(text[..<metricStart])
        else { return nil }
        let metric = text[metricStart...]
        let unit: UnitLength
        if metric.elementsEqual("h".utf8) {
            unit = UnitLength(numerator: 3_600_000_000, denominator: 1)
        } else if metric.elementsEqual("m".utf8) {
            unit = UnitLength(numerator: 60_000_000, denominator: 1)
        } else if metric.elementsEqual("s".utf8) {
            unit = UnitLength(numerator: 1_000_000, denominator: 1)
        } else if metric.elementsEqual("ms".utf8) {
            unit = UnitLength(numerator: 1_000, denominator: 1)
        } else if metric.elementsEqual("f".utf8) {
            unit = frame
        } else if metric.elementsEqual("t".utf8) {
            unit = tick
        } else {
            return nil
        }
        return number.scaled(by: unit).map(MediaTime.init(microseconds:))
    }
}

/// Some of a time expression's UTF-8 bytes, all ASCII.
private typealias ASCIIText = Slice<UnsafeBufferPointer<UInt8>>

private func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

private func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

private func isASCIIDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
}

/// A run of ASCII digits as a number, or nil when it is empty, holds anything else or does
/// not fit in 64 bits.
private func wholeNumber(_ text: ASCIIText) -> Int64? {
    guard !text.isEmpty else { return nil }
    var value: Int64 = 0
    for byte in text {
        guard isASCIIDigit(byte),
            let next = CheckedDecimal.multiplyAdd(value, by: 10, adding: Int64(byte - 0x30))
        else { return nil }
        value = next
    }
    return value
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
    init?(_ text: ASCIIText) {
        let pieces = text.split(
            separator: UInt8(ascii: "."), maxSplits: 2, omittingEmptySubsequences: false)
        guard pieces.count <= 2, var digits = wholeNumber(pieces[0]) else { return nil }
        var scale: Int64 = 1
        if pieces.count == 2 {
            guard !pieces[1].isEmpty, pieces[1].allSatisfy(isASCIIDigit) else { return nil }
            for digit in pieces[1].prefix(9) {
                guard
                    let next = CheckedDecimal.multiplyAdd(
                        digits, by: 10, adding: Int64(digit - 0x30))
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
