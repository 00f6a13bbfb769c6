import PlayerCore

extension MediaTime {
    /// A time as scripts write it: `SS`, `MM:SS` or `HH:MM:SS`, each with an optional `.mmm`,
    /// or with units, `90s`, `1m30s`, `1h2m`, `2.5s`; nil when the text is none of these.
    public init?(scriptText text: String) {
        guard !text.isEmpty else { return nil }
        let value: MediaTime? =
            text.last?.isLetter == true ? Self.unitTime(text) : Self.clockTime(text)
        guard let value else { return nil }
        self = value
    }

    /// `HH:MM:SS.mmm` with the hours and minutes optional.
    private static func clockTime(_ text: String) -> MediaTime? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var wholeFields: [Int64] = []
        for field in fields.dropLast() {
            guard let number = Int64(field), number >= 0, field.allSatisfy(\.isASCII) else {
                return nil
            }
            wholeFields.append(number)
        }
        guard let seconds = secondsWithFraction(fields.last!) else { return nil }
        if fields.count > 1, seconds.microseconds >= 60_000_000 { return nil }
        let minutes = wholeFields.reduce(Int64(0)) { $0 * 60 + $1 }
        if fields.count == 3, wholeFields[1] >= 60 { return nil }
        return MediaTime.seconds(minutes * 60) + seconds
    }

    /// `1h2m3.5s`: numbers each followed by h, m or s, in that order.
    private static func unitTime(_ text: String) -> MediaTime? {
        var total = MediaTime.zero
        var number = ""
        var remainingUnits: [Character] = ["h", "m", "s"]
        for character in text {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            guard let unitIndex = remainingUnits.firstIndex(of: character), !number.isEmpty,
                let amount = secondsWithFraction(Substring(number))
            else { return nil }
            let scale: Int64 = character == "h" ? 3_600 : character == "m" ? 60 : 1
            if scale != 1, amount.microseconds % 1_000_000 != 0 { return nil }
            total = total + MediaTime(microseconds: amount.microseconds * scale)
            remainingUnits.removeFirst(unitIndex + 1)
            number = ""
        }
        return number.isEmpty ? total : nil
    }

    /// "12" or "12.5" (up to millisecond precision) as a time.
    private static func secondsWithFraction(_ text: Substring) -> MediaTime? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let whole = Int64(parts[0])
        else { return nil }
        guard parts.count == 2 else { return .seconds(whole) }
        let fraction = parts[1]
        guard (1...3).contains(fraction.count), let digits = Int64(fraction) else { return nil }
        let milliseconds = digits * [100, 10, 1][fraction.count - 1]
        return MediaTime(seconds: whole, milliseconds: milliseconds)
    }
}
