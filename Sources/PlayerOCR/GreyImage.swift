/// An 8-bit grey picture, row after row, 0 black to 255 white: what Tesseract is given.
public struct GreyImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height` grey levels.
    public var pixels: [UInt8]

    /// A `width`×`height` picture of `pixels`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A `width`×`height` picture filled with `level`.
    public init(width: Int, height: Int, filledWith level: UInt8) {
        self.init(
            width: width, height: height,
            pixels: [UInt8](repeating: level, count: max(0, width * height)))
    }

    /// The grey level at column `x` of row `y`.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
