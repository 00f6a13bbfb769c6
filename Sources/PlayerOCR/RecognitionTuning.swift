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
    /// The shears tried when measuring how far a picture's text leans (``GreyImage/slant(level:shears:)``).
    var slantShears: [Double] = stride(from: -0.2, through: 0.45, by: 0.05).map { $0 }
    /// The lean from which a picture's text is taken as italic (about 6°, half an italic
    /// face's usual 12°).
    var italicSlant: Double = 0.1

    /// The tuning every recognition uses.
    static let standard = RecognitionTuning()
}
