/// The `name:value` words WebVTT cue settings and region settings are written in, and the
/// percentages their values hold, read from the prepared UTF-8 (``WebVTTScanner``).
extension ArraySlice<UInt8> {
    /// The settings written here as (name, value) pairs, in order: the text is split at ASCII
    /// whitespace, and a word without a colon, or whose first colon is its first or last
    /// character, is left out. The value is everything after the first colon.
    var webVTTSettingWords: [(name: String, value: ArraySlice<UInt8>)] {
        split(whereSeparator: \.isWebVTTWhitespace).compactMap { word in
            guard let colon = word.firstIndex(of: UInt8(ascii: ":")), colon != word.startIndex,
                colon != word.index(before: word.endIndex)
            else { return nil }
            return (word[..<colon].string, word[word.index(after: colon)...])
        }
    }

    /// The percentage this text states by the specification's "parse a percentage string":
    /// one or more digits, optionally a full stop and one or more digits, then `%`, with a
    /// value from 0 to 100; nil otherwise.
    var webVTTPercentage: Double? {
        guard last == UInt8(ascii: "%") else { return nil }
        let number = dropLast()
        let parts = number.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let value = Double(number.string), value <= 100
        else { return nil }
        return value
    }

    /// The text before the first comma and the text after it, or the whole text and nil when
    /// there is no comma.
    var splitAtFirstComma: (ArraySlice<UInt8>, ArraySlice<UInt8>?) {
        guard let comma = firstIndex(of: UInt8(ascii: ",")) else { return (self, nil) }
        return (self[..<comma], self[index(after: comma)...])
    }
}
