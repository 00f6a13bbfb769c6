import PlayerCore

/// The words of one caption as a screen reader speaks them, and the same words split by style.
///
/// The runs' texts joined equal `text`; line breaks are "\n" in both.
///
/// ```swift
/// let caption = CaptionText(assEvent: "0,0,Default,,0,0,0,,{\\i1}Hello{\\i0}\\Nworld")
/// caption.text   // "Hello\nworld"
/// caption.runs   // [StyledRun("Hello", style: .italic), StyledRun("\nworld")]
/// ```
public struct CaptionText: Hashable, Sendable {
    /// The plain text to speak, lines separated by "\n".
    public var text: String
    /// The text split into runs of one style each, neighbours always differing in style.
    public var runs: [StyledRun]

    /// A caption made of `runs`; its text is the runs' texts joined (one run's text shared,
    /// not copied).
    public init(runs: [StyledRun]) {
        self.runs = runs
        self.text = runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
    }
}
