internal import CFFmpeg
internal import PlayerCore

extension CueBitmap.Object {
    /// The palette picture of an FFmpeg bitmap rectangle, copied out of FFmpeg's buffers; nil
    /// for an empty picture, one larger than ``CueBitmap/maximumPixelCount`` (its memory is
    /// not taken) or one without pixel data.
    init?(rect: AVSubtitleRect) {
        let width = Int(rect.w)
        let height = Int(rect.h)
        let stride = Int(rect.linesize.0)
        guard width > 0, height > 0, width <= CueBitmap.maximumPixelCount / height,
            stride >= width, let pixels = rect.data.0
        else { return nil }
        var indices = [UInt8](repeating: 0, count: width * height)
        indices.withUnsafeMutableBufferPointer { destination in
            guard let start = destination.baseAddress else { return }
            for row in 0..<height {
                (start + row * width).update(from: pixels + row * stride, count: width)
            }
        }
        // FFmpeg's palette: native-endian 32-bit 0xAARRGGBB words.
        let colorCount = max(0, min(Int(rect.nb_colors), 256))
        var palette: [CueColor] = []
        if let words = rect.data.1 {
            palette = words.withMemoryRebound(to: UInt32.self, capacity: colorCount) { words in
                (0..<colorCount).map { index in
                    let word = words[index]
                    return CueColor(
                        red: UInt8(truncatingIfNeeded: word >> 16),
                        green: UInt8(truncatingIfNeeded: word >> 8),
                        blue: UInt8(truncatingIfNeeded: word),
                        alpha: UInt8(truncatingIfNeeded: word >> 24))
                }
            }
        }
        self.init(
            x: Int(rect.x), y: Int(rect.y), width: width, height: height, indices: indices,
            palette: palette)
    }
}
