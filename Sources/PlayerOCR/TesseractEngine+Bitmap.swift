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
    /// Reads the text of `bitmap`: each object (a PGS object, a DVB region, a VobSub picture),
    /// top to bottom, cropped to its ink, scaled so that its median line of text is
    /// `tuning`'s line height, turned dark on white, padded, and read as a block of lines.
    func read(_ bitmap: CueBitmap, tuning: RecognitionTuning) throws(Failure) -> BitmapReading {
        var lines: [(text: String, confidence: Int)] = []
        var outOfRange = 0
        for object in bitmap.objects.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            let canvas = object.inkCanvas()
            outOfRange += canvas.indicesOutOfRange
            let bands = canvas.ink.textBands(level: tuning.inkLevel)
            guard let first = bands.first, let last = bands.last else { continue }
            let rows = first.lowerBound..<last.upperBound
            guard let columns = canvas.ink.inkColumns(in: rows, level: tuning.inkLevel) else {
                continue
            }
            let lineHeight = bands.map(\.count).sorted()[bands.count / 2]
            let scale = min(
                tuning.largestScale, max(1, Double(tuning.lineHeight) / Double(lineHeight)))
            let picture = canvas.ink.cropped(rows: rows, columns: columns).scaled(by: scale)
                .invertedOnWhite(margin: tuning.margin)
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
