import PlayerCore

/// Reads a media time given on the command line (`--at`, `--start`, `--until`).
enum TimeArgument {
    /// `text` as a media time: `SS`, `MM:SS` or `HH:MM:SS` with optional `.mmm`, or `90s`,
    /// `1m30s`, `1h2m`; throws a usage error naming `option` when it is none of these.
    static func parse(_ text: String, option: String) throws(UsageError) -> MediaTime {
        guard let time = clockTime(text) ?? unitTime(text) else {
            throw UsageError("\(option): '\(text)' is not a time (use SS, MM:SS, HH:MM:SS or 1m30s)")
        }
        return time
    }

    /// `HH:MM:SS.mmm` and its shorter forms.
    private static func clockTime(_ text: String) -> MediaTime? {
        let fraction = text.split(separator: ".", omittingEmptySubsequences: false)
        guard fraction.count <= 2 else { return nil }
        let fields = fraction[0].split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), fields.allSatisfy(isDigits) else { return nil }
        var seconds: Int64 = 0
        for (index, field) in fields.enumerated() {
            guard let value = Int64(field), index == 0 || value < 60 else { return nil }
            seconds = seconds * 60 + value
        }
        var milliseconds: Int64 = 0
        if fraction.count == 2 {
            let digits = fraction[1]
            guard (1...3).contains(digits.count), isDigits(digits) else { return nil }
            milliseconds = Int64(digits.padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0
        }
        return MediaTime(seconds: seconds, milliseconds: milliseconds)
    }

    /// `1h2m3s`-style times: numbers each followed by h, m or s, larger units first.
    private static func unitTime(_ text: String) -> MediaTime? {
        let scales: [Character: Int64] = ["h": 3_600, "m": 60, "s": 1]
        var seconds: Int64 = 0
        var number = ""
        var lastScale = Int64.max
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let scale = scales[character], scale < lastScale, let value = Int64(number)
            else { return nil }
            seconds += value * scale
            lastScale = scale
            number = ""
        }
        guard number.isEmpty, lastScale != .max else { return nil }
        return .seconds(seconds)
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
