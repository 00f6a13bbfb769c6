extension GreyImage {
    /// The rows of text in an ink picture (bright text on black): each band of rows holding a
    /// pixel of at least `level`, with bands much thinner than the tallest (accents, dots,
    /// stray outline pixels) joined to their nearest neighbour.
    func textBands(level: UInt8) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for row in 0..<height {
            let rowHasInk = pixels[(row * width)..<((row + 1) * width)].contains { $0 >= level }
            switch (rowHasInk, start) {
            case (true, nil): start = row
            case (false, let first?):
                bands.append(first..<row)
                start = nil
            default: break
            }
        }
        if let start { bands.append(start..<height) }
        let tallest = bands.map(\.count).max() ?? 0
        var joined: [Range<Int>] = []
        for band in bands {
            guard band.count * 3 < tallest || (joined.last.map { $0.count * 3 < tallest } ?? false)
            else {
                joined.append(band)
                continue
            }
            // A thin band (or one following a thin band) joins the previous band when that is
            // closer than the next full line would be.
            if let last = joined.popLast() {
                joined.append(last.lowerBound..<band.upperBound)
            } else {
                joined.append(band)
            }
        }
        return joined
    }

    /// The columns holding a pixel of at least `level` within `rows`; nil when none does.
    func inkColumns(in rows: Range<Int>, level: UInt8) -> Range<Int>? {
        var first: Int?
        var last = 0
        for row in rows {
            for column in 0..<width where pixels[row * width + column] >= level {
                first = min(first ?? column, column)
                last = max(last, column)
            }
        }
        return first.map { $0..<(last + 1) }
    }

    /// The part of the picture in `rows` and `columns`.
    func cropped(rows: Range<Int>, columns: Range<Int>) -> GreyImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rows.count * columns.count)
        for row in rows {
            pixels +=
                self.pixels[(row * width + columns.lowerBound)..<(row * width + columns.upperBound)]
        }
        return GreyImage(width: columns.count, height: rows.count, pixels: pixels)
    }

    /// The picture scaled by `factor` with bilinear interpolation.
    func scaled(by factor: Double) -> GreyImage {
        let newWidth = max(1, Int((Double(width) * factor).rounded()))
        let newHeight = max(1, Int((Double(height) * factor).rounded()))
        guard newWidth != width || newHeight != height else { return self }
        var result = GreyImage(width: newWidth, height: newHeight, filledWith: 0)
        let xRatio = Double(width) / Double(newWidth)
        let yRatio = Double(height) / Double(newHeight)
        for y in 0..<newHeight {
            let sourceY = max(0, (Double(y) + 0.5) * yRatio - 0.5)
            let top = min(Int(sourceY), height - 1)
            let bottom = min(top + 1, height - 1)
            let yWeight = sourceY - Double(top)
            for x in 0..<newWidth {
                let sourceX = max(0, (Double(x) + 0.5) * xRatio - 0.5)
                let left = min(Int(sourceX), width - 1)
                let right = min(left + 1, width - 1)
                let xWeight = sourceX - Double(left)
                let upper =
                    Double(self[left, top]) * (1 - xWeight) + Double(self[right, top]) * xWeight
                let lower =
                    Double(self[left, bottom]) * (1 - xWeight) + Double(self[right, bottom])
                    * xWeight
                result[x, y] = UInt8((upper * (1 - yWeight) + lower * yWeight).rounded())
            }
        }
        return result
    }

    /// The ink picture as dark text on white, with `margin` white pixels on every side.
    func invertedOnWhite(margin: Int) -> GreyImage {
        var result = GreyImage(
            width: width + 2 * margin, height: height + 2 * margin, filledWith: 255)
        for y in 0..<height {
            for x in 0..<width {
                result[x + margin, y + margin] = 255 - self[x, y]
            }
        }
        return result
    }
}
