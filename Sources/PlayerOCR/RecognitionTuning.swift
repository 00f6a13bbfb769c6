/// How pictures are prepared for Tesseract: the values tuned on the corpus's PGS, VobSub and
/// DVB tracks against their references (see PlayerOCRTests).
struct RecognitionTuning: Hashable, Sendable {
    /// The ink level (0–255) from which a pixel counts as text when finding lines and
    /// margins.
    var inkLevel: UInt8 = 96
    /// The height, in pixels, a line of text is scaled to.
    var lineHeight: Int = 48
    /// The most a picture is enlarged.
    var largestScale: Double = 4
    /// White pixels around the text.
    var margin: Int = 16

    /// The tuning every recognition uses.
    static let standard = RecognitionTuning()
}
