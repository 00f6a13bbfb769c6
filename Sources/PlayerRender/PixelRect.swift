/// A rectangle on a picture, in whole pixels from its top-left corner.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int

    /// A `width`×`height` rectangle at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle grown by `amount` pixels on every side.
    public func outset(by amount: Int) -> PixelRect {
        PixelRect(
            x: x - amount, y: y - amount, width: max(0, width + 2 * amount),
            height: max(0, height + 2 * amount))
    }

    /// Its middle, in pixels.
    var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }

    /// Whether `other` lies wholly inside.
    public func encloses(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height
    }

    /// "x,y WxH", as `--verbose` prints boxes.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
