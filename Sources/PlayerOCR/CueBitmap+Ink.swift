import PlayerCore

/// A bitmap caption composed on one canvas as "ink": how bright and opaque each pixel is,
/// 0 where nothing (or only a dark outline) is drawn, 255 for opaque white fill.
struct InkCanvas {
    /// The composed picture; its ink is stored as grey levels.
    var ink: GreyImage
    /// How many pixels named a palette entry the palette does not have (drawn as nothing).
    var indicesOutOfRange: Int
}

extension CueBitmap.Object {
    /// The object's pixels as ink (``InkCanvas``): each colour's luminance (BT.601) scaled by
    /// its opacity, as the text would look over black; the count of indices past the palette.
    func inkCanvas() -> InkCanvas {
        let inkOfIndex: [UInt8] = (0..<256).map { index in
            guard index < palette.count else { return 0 }
            let color = palette[index]
            let luminance =
                (299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)) / 1000
            return UInt8(luminance * Int(color.alpha) / 255)
        }
        var outOfRange = 0
        var pixels = [UInt8](repeating: 0, count: indices.count)
        for (offset, index) in indices.enumerated() {
            if Int(index) >= palette.count { outOfRange += 1 }
            pixels[offset] = inkOfIndex[Int(index)]
        }
        return InkCanvas(
            ink: GreyImage(width: width, height: height, pixels: pixels),
            indicesOutOfRange: outOfRange)
    }
}
