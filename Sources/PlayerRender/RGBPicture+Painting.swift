import PlayerCore

/// An opaque or translucent colour a painter fills with.
struct PaintColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    /// Opacity, 0 transparent to 255 opaque.
    var alpha: UInt8 = 255

    static let white = PaintColor(red: 255, green: 255, blue: 255)
    static let black = PaintColor(red: 0, green: 0, blue: 0)
}

extension RGBPicture {
    /// Blends `color` over the pixel at (`x`, `y`) with `coverage` (0–255) of its opacity;
    /// a pixel off the picture is left alone.
    @inline(__always)
    mutating func blend(x: Int, y: Int, _ color: PaintColor, coverage: Int = 255) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let weight = coverage * Int(color.alpha) / 255
        guard weight > 0 else { return }
        let index = (y * width + x) * 3
        pixels[index] = Self.mix(pixels[index], color.red, weight)
        pixels[index + 1] = Self.mix(pixels[index + 1], color.green, weight)
        pixels[index + 2] = Self.mix(pixels[index + 2], color.blue, weight)
    }

    /// `old` moved toward `new` by `weight` of 255.
    @inline(__always)
    private static func mix(_ old: UInt8, _ new: UInt8, _ weight: Int) -> UInt8 {
        UInt8(Int(old) + (Int(new) - Int(old)) * weight / 255)
    }

    /// Fills `rect` (clipped to the picture) with `color`.
    mutating func fill(_ rect: PixelRect, _ color: PaintColor) {
        let left = max(0, rect.x)
        let right = min(width, rect.x + rect.width)
        let top = max(0, rect.y)
        let bottom = min(height, rect.y + rect.height)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right {
                blend(x: x, y: y, color)
            }
        }
    }

    /// Draws a frame `thickness` pixels wide inside the edges of `rect`.
    mutating func stroke(_ rect: PixelRect, thickness: Int, _ color: PaintColor) {
        let side = min(thickness, rect.width / 2, rect.height / 2)
        guard side > 0 else { return }
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: side), color)
        fill(
            PixelRect(x: rect.x, y: rect.y + rect.height - side, width: rect.width, height: side),
            color)
        fill(
            PixelRect(x: rect.x, y: rect.y + side, width: side, height: rect.height - 2 * side),
            color)
        fill(
            PixelRect(
                x: rect.x + rect.width - side, y: rect.y + side, width: side,
                height: rect.height - 2 * side), color)
    }

    /// Draws a bitmap caption's palette pictures, placed on a display of `display` pixels,
    /// scaled onto this picture (nearest pixel, the palette's opacity kept).
    mutating func draw(_ bitmap: CueBitmap, display: PictureSize) {
        guard display.width > 0, display.height > 0 else { return }
        let scaleX = Double(width) / Double(display.width)
        let scaleY = Double(height) / Double(display.height)
        for object in bitmap.objects where object.width > 0 && object.height > 0 {
            let left = Int((Double(object.x) * scaleX).rounded(.down))
            let top = Int((Double(object.y) * scaleY).rounded(.down))
            let right = Int((Double(object.x + object.width) * scaleX).rounded(.up))
            let bottom = Int((Double(object.y + object.height) * scaleY).rounded(.up))
            for y in max(0, top)..<min(height, bottom) {
                let row = min(object.height - 1, Int(Double(y - top) / scaleY))
                for x in max(0, left)..<min(width, right) {
                    let column = min(object.width - 1, Int(Double(x - left) / scaleX))
                    let index = Int(object.indices[row * object.width + column])
                    guard index < object.palette.count else { continue }
                    let entry = object.palette[index]
                    blend(
                        x: x, y: y,
                        PaintColor(
                            red: entry.red, green: entry.green, blue: entry.blue,
                            alpha: entry.alpha))
                }
            }
        }
    }
}
