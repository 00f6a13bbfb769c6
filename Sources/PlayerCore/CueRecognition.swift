/// How a bitmap caption's text was found: recognised from its picture by optical character
/// recognition, with the recogniser's mean confidence and the language data it read with.
public struct CueRecognition: Hashable, Sendable {
    /// The recogniser's mean word confidence, 0–100.
    public var confidence: Int
    /// The recogniser's name of the language data used ("eng", "fra"), nil when none fit the
    /// track's language and none was used.
    public var language: String?

    /// A recognition with `confidence` in `language`'s data.
    public init(confidence: Int, language: String?) {
        self.confidence = confidence
        self.language = language
    }
}
