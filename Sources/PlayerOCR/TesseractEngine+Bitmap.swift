import PlayerCore

/// What reading one bitmap caption gave: its text (nil when none was found), the mean
/// confidence, which of its pictures lean as italics, and what was wrong with the picture.
struct BitmapReading: Hashable, Sendable, Codable {
    /// The text read in one of the caption's pictures, and whether it leans as italics do.
    struct Piece: Hashable, Sendable, Codable {
        var text: String
        var italic: Bool
    }

    /// The recognised text, lines separated by "\n"; nil when the picture holds none.
    var text: String?
    /// Tesseract's mean confidence over the lines, weighted by their length, 0–100.
    var confidence: Int
    /// How many pixels named a palette entry the palette lacks.
    var indicesOutOfRange: Int = 0
    /// The text of each picture holding some, top to bottom; their texts joined by "\n" are
    /// ``text``. Nil in readings kept before italics were measured.
    var pieces: [Piece]?

    /// The cue's runs for its recognised `text`: its pictures' texts, italic where they lean.
    func runs(of text: String) -> [StyledRun] {
        guard let pieces, pieces.contains(where: \.italic) else { return [StyledRun(text)] }
        var runs: [StyledRun] = []
        for (index, piece) in pieces.enumerated() {
            let pieceText = index == pieces.count - 1 ? piece.text : piece.text + "\n"
            let style: TextStyle = piece.italic ? .italic : []
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += pieceText
            } else {
                runs.append(StyledRun(pieceText, style: style))
            }
        }
        return runs
    }
}

extension TesseractEngine {
    /// Reads the text of `bitmap`: each of its ``CueBitmap/tesseractPictures()`` read as a
    /// block of lines.
    func read(_ bitmap: CueBitmap, tuning: RecognitionTuning) throws(Failure) -> BitmapReading {
        let (pictures, italic, outOfRange) = bitmap.tesseractPictures(tuning: tuning)
        var pieces: [(piece: BitmapReading.Piece, confidence: Int)] = []
        for (picture, leans) in zip(pictures, italic) {
            let reading = try read(picture)
            if !reading.text.isEmpty {
                pieces.append((.init(text: reading.text, italic: leans), reading.confidence))
            }
        }
        let characters = pieces.reduce(0) { $0 + $1.piece.text.count }
        let confidence =
            characters == 0
            ? 0 : pieces.reduce(0) { $0 + $1.confidence * $1.piece.text.count } / characters
        return BitmapReading(
            text: pieces.isEmpty ? nil : pieces.map(\.piece.text).joined(separator: "\n"),
            confidence: confidence, indicesOutOfRange: outOfRange,
            pieces: pieces.isEmpty ? nil : pieces.map(\.piece))
    }
}
