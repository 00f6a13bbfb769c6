import PlayerCore

/// The `xs:duration` values an MPD states (`PT1M30.5S`, `P1DT2H`), as ``MediaTime``.
enum DASHDuration {
    /// `text` as a time; nil when it is not an `xs:duration` without years or months (whose
    /// length in seconds is not fixed) or is negative.
    static func parse(_ text: String?) -> MediaTime? {
        guard let text, text.hasPrefix("P") else { return nil }
        var microseconds: Int64 = 0
        var number = ""
        var inTime = false
        for character in text.dropFirst() {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            if character == "T" {
                guard number.isEmpty else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            let unit: Double
            switch (character, inTime) {
            case ("D", false): unit = 86_400
            case ("W", false): unit = 604_800
            case ("H", true): unit = 3_600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: return nil
            }
            let (sum, overflow) = microseconds.addingReportingOverflow(
                Int64(exactly: (value * unit * 1_000_000).rounded()) ?? .max)
            guard !overflow, value * unit < 1e12 else { return nil }
            microseconds = sum
        }
        guard number.isEmpty else { return nil }
        return MediaTime(microseconds: microseconds)
    }
}
