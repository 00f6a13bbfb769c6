/// The `name:value` words WebVTT cue settings and region settings are written in, and the
/// percentages their values hold, read from the prepared UTF-8 (``WebVTTScanner``).
extension ArraySlice<UInt8> {
    /// The settings written here as (name, value) pairs, in order: the text is split at ASCII
    /// whitespace, and a word without a colon, or whose first colon is its first or last
    /// character, is left out. The value is everything after the first colon.
    var webVTTSettingWords: [(name: String, value: ArraySlice<UInt8>)] {
        var words: [(name: String, value: ArraySlice<UInt8>)] = []
        var wordStart = startIndex
        while wordStart < endIndex {
            guard !self[wordStart].isWebVTTWhitespace else {
                wordStart += 1
                continue
            }
            var wordEnd = wordStart
            var colon: Int?
            while wordEnd < endIndex, !self[wordEnd].isWebVTTWhitespace {
                if colon == nil, self[wordEnd] == UInt8(ascii: ":") { colon = wordEnd }
                wordEnd += 1
            }
            if let colon, colon != wordStart, colon != wordEnd - 1 {
                words.append((self[wordStart..<colon].string, self[(colon + 1)..<wordEnd]))
            }
            wordStart = wordEnd
        }
        return words
    }

    /// The percentage this text states by the specification's "parse a percentage string":
    /// one or more digits, optionally a full stop and one or more digits, then `%`, with a
    /// value from 0 to 100; nil otherwise.
    var webVTTPercentage: Double? {
        guard last == UInt8(ascii: "%") else { return nil }
        let number = dropLast()
        let fullStop = number.firstIndex(of: UInt8(ascii: "."))
        let integer = number[..<(fullStop ?? number.endIndex)]
        let fraction = fullStop.map { number[($0 + 1)...] } ?? []
        guard !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit),
            fullStop == nil || (!fraction.isEmpty && fraction.allSatisfy(\.isASCIIDigit)),
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
