import PlayerCore

/// What reading one bitmap caption gave: its text (nil when none was found), the mean
/// confidence, and what was wrong with the picture.
struct BitmapReading: Hashable, Sendable, Codable {
    /// The recognised text, lines separated by "\n"; nil when the picture holds none.
    var text: String?
    /// Tesseract's mean confidence over the lines, weighted by their length, 0–100.
    var confidence: Int
    /// How many pixels named a palette entry the palette lacks.
    var indicesOutOfRange: Int = 0
}

extension TesseractEngine {
    /// Reads the text of `bitmap`: each of its ``CueBitmap/tesseractPictures()`` read as a
    /// block of lines.
    func read(_ bitmap: CueBitmap, tuning: RecognitionTuning) throws(Failure) -> BitmapReading {
        let (pictures, outOfRange) = bitmap.tesseractPictures(tuning: tuning)
        var lines: [(text: String, confidence: Int)] = []
        for picture in pictures {
            let reading = try read(picture)
            if !reading.text.isEmpty {
                lines.append((reading.text, reading.confidence))
            }
        }
        let characters = lines.reduce(0) { $0 + $1.text.count }
        let confidence =
            characters == 0
            ? 0 : lines.reduce(0) { $0 + $1.confidence * $1.text.count } / characters
        return BitmapReading(
            text: lines.isEmpty ? nil : lines.map(\.text).joined(separator: "\n"),
            confidence: confidence, indicesOutOfRange: outOfRange)
    }
}
