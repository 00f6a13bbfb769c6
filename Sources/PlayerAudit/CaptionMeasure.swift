import PlayerCore

/// How the caption checks count text: characters and words as the style guides count them.
public enum CaptionMeasure {
    /// The characters a reader reads in `text`: grapheme clusters, spaces and punctuation
    /// included, line breaks not (Netflix counts a line break as nothing).
    public static func characterCount(_ text: String) -> Int {
        text.reduce(0) { $0 + ($1.isNewline ? 0 : 1) }
    }

    /// The words in `text`: runs of characters between white space.
    public static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    /// The lines of `text` as shown.
    public static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The reading speed of `text` shown for `span`, in `unit`; nil for a span that is not
    /// positive.
    public static func readingSpeed(_ text: String, over span: MediaTime, in unit: ReadingSpeedUnit)
        -> Double?
    {
        guard span.microseconds > 0 else { return nil }
        switch unit {
        case .charactersPerSecond: return Double(characterCount(text)) / span.secondsValue
        case .wordsPerMinute: return Double(wordCount(text)) * 60 / span.secondsValue
        }
    }

    /// `value` rounded to three decimals, as findings report measures.
    public static func rounded(_ value: Double) -> Double {
        (value * 1_000).rounded() / 1_000
    }
}
