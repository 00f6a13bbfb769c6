/// The `name:value` words WebVTT cue settings and region settings are written in, and the
/// percentages their values hold.
extension ArraySlice<Unicode.Scalar> {
    /// The settings written here as (name, value) pairs, in order: the text is split at ASCII
    /// whitespace, and a word without a colon, or whose first colon is its first or last
    /// character, is left out. The value is everything after the first colon.
    var webVTTSettingWords: [(name: String, value: ArraySlice<Unicode.Scalar>)] {
        split(whereSeparator: \.isWebVTTWhitespace).compactMap { word in
            guard let colon = word.firstIndex(of: ":"), colon != word.startIndex,
                colon != word.index(before: word.endIndex)
            else { return nil }
            return (word[..<colon].string, word[word.index(after: colon)...])
        }
    }

    /// The percentage this text states by the specification's "parse a percentage string":
    /// one or more digits, optionally a full stop and one or more digits, then `%`, with a
    /// value from 0 to 100; nil otherwise.
    var webVTTPercentage: Double? {
        guard last == "%" else { return nil }
        let number = dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let value = Double(number.string), value <= 100
        else { return nil }
        return value
    }

    /// The text before the first comma and the text after it, or the whole text and nil when
    /// there is no comma.
    var splitAtFirstComma: (ArraySlice<Unicode.Scalar>, ArraySlice<Unicode.Scalar>?) {
        guard let comma = firstIndex(of: ",") else { return (self, nil) }
        return (self[..<comma], self[index(after: comma)...])
    }
}
