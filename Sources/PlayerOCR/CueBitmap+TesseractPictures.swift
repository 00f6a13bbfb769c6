import PlayerCore

extension CueBitmap {
    /// The pictures Tesseract is given for this caption, with the count of pixels naming a
    /// palette entry the palette lacks: each object (a PGS object, a DVB region, a VobSub
    /// picture), top to bottom, cropped to its ink, scaled so that its median line of text is
    /// the standard tuning's line height, turned dark on white and padded; whether each
    /// picture's text leans as italics do (``GreyImage/slant(level:shears:)``). Objects without
    /// ink give none.
    public func tesseractPictures() -> (
        pictures: [GreyImage], italic: [Bool], indicesOutOfRange: Int
    ) {
        tesseractPictures(tuning: .standard)
    }

    func tesseractPictures(tuning: RecognitionTuning) -> (
        pictures: [GreyImage], italic: [Bool], indicesOutOfRange: Int
    ) {
        var pictures: [GreyImage] = []
        var italic: [Bool] = []
        var outOfRange = 0
        for object in objects.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
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
            let ink = canvas.ink.cropped(rows: rows, columns: columns)
            italic.append(
                ink.slant(level: tuning.inkLevel, shears: tuning.slantShears)
                    >= tuning.italicSlant)
            pictures.append(ink.scaled(by: scale).invertedOnWhite(margin: tuning.margin))
        }
        return (pictures, italic, outOfRange)
    }
}
