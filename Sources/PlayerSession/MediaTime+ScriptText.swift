import PlayerCore

extension MediaTime {
    /// A time as scripts write it: `SS`, `MM:SS` or `HH:MM:SS`, each with an optional `.mmm`,
    /// or with units, `90s`, `1m30s`, `1h2m`, `2.5s`; nil when the text is none of these, or
    /// is a time too large for the timeline (`9999999999999h`). Numbers are ASCII digits read
    /// by ``CheckedDecimal``, so no value traps.
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
            guard let number = CheckedDecimal.wholeNumber(field) else { return nil }
            wholeFields.append(number)
        }
        guard let seconds = secondsWithFraction(fields.last!) else { return nil }
        if fields.count > 1, seconds.microseconds >= 60_000_000 { return nil }
        if fields.count == 3, wholeFields[1] >= 60 { return nil }
        let hours = fields.count == 3 ? wholeFields[0] : 0
        let minutes = fields.count > 1 ? wholeFields[wholeFields.count - 1] : 0
        return MediaTime(
            hours: hours, minutes: minutes, seconds: 0, microseconds: seconds.microseconds)
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
            guard
                let scaled = CheckedDecimal.multiplyAdd(amount.microseconds, by: scale, adding: 0),
                let sum = total.adding(MediaTime(microseconds: scaled))
            else { return nil }
            total = sum
            remainingUnits.removeFirst(unitIndex + 1)
            number = ""
        }
        return number.isEmpty ? total : nil
    }

    /// "12" or "12.5" (up to millisecond precision) as a time.
    private static func secondsWithFraction(_ text: Substring) -> MediaTime? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = CheckedDecimal.wholeNumber(parts[0])
        else { return nil }
        guard parts.count == 2 else { return MediaTime(hours: 0, minutes: 0, seconds: whole) }
        guard (1...3).contains(parts[1].count),
            let fraction = CheckedDecimal.fractionMicroseconds(parts[1])
        else { return nil }
        return MediaTime(hours: 0, minutes: 0, seconds: whole, microseconds: fraction)
    }
}
