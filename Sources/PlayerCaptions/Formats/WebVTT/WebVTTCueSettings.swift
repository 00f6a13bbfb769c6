/// The layout settings a WebVTT cue's timing line carries that this reader keeps.
///
/// `align` and `vertical` are read as the specification says (an unknown value leaves the
/// default); `line`, `position`, `size` and `region` place the cue on screen only, which a
/// headless player does not draw, and are not kept.
public struct WebVTTCueSettings: Hashable, Sendable {
    /// How the cue's lines are aligned (`align:`), `.center` unless the file says.
    public var alignment: WebVTTCueAlignment = .center
    /// Which way the text runs (`vertical:`), `.horizontal` unless the file says.
    public var writingDirection: WebVTTWritingDirection = .horizontal

    /// Settings with every value at its default.
    public init() {}

    /// The settings written in `settings`, the part of a timing line after the end time.
    ///
    /// Settings are separated by whitespace and written `name:value`; one without a colon, or
    /// with the colon first or last, or with an unknown name or value, is ignored.
    public init(parsing settings: ArraySlice<Unicode.Scalar>) {
        let words = settings.split(whereSeparator: \.isWebVTTWhitespace)
        for word in words {
            guard let colon = word.firstIndex(of: ":"), colon != word.startIndex,
                colon != word.index(before: word.endIndex)
            else { continue }
            let value = word[word.index(after: colon)...].string
            switch word[..<colon].string {
            case "align":
                if let alignment = WebVTTCueAlignment(rawValue: value) {
                    self.alignment = alignment
                }
            case "vertical":
                if value == "rl" { writingDirection = .verticalGrowingLeft }
                if value == "lr" { writingDirection = .verticalGrowingRight }
            default: break
            }
        }
    }
}

/// How a WebVTT cue's lines are aligned, as its `align:` setting says.
public enum WebVTTCueAlignment: String, Hashable, Sendable {
    /// At the start of the line, by the text's own direction.
    case start
    /// In the middle.
    case center
    /// At the end of the line, by the text's own direction.
    case end
    /// At the left.
    case left
    /// At the right.
    case right
}

/// Which way a WebVTT cue's text runs, as its `vertical:` setting says.
public enum WebVTTWritingDirection: Hashable, Sendable {
    /// Lines run left to right, stacked downward (no `vertical:` setting).
    case horizontal
    /// Lines run top to bottom, stacked leftward (`vertical:rl`, as in Japanese).
    case verticalGrowingLeft
    /// Lines run top to bottom, stacked rightward (`vertical:lr`, as in Mongolian).
    case verticalGrowingRight
}
