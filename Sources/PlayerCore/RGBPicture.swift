/// A picture as 8-bit red, green and blue, row after row with no padding: a decoded video
/// frame, or a snapshot of the player drawn over one.
///
/// ```swift
/// var picture = RGBPicture(width: 2, height: 1)       // black
/// picture.pixels[3...5] = [255, 255, 255]           // the right pixel white
/// ```
public struct RGBPicture: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Three bytes a pixel (red, green, blue), `width × 3` bytes a row, top row first.
    public var pixels: [UInt8]

    /// A black picture of `width`×`height`.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
    }

    /// A picture of `pixels`, which must hold `width × height × 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3, "RGB picture size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// A picture's size in pixels, as `--size WxH` gives it.
public struct PictureSize: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width`×`height`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `text` states as `WIDTHxHEIGHT` ("1280x720"), each 16 to 8192; nil otherwise.
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (16...8192).contains(width), (16...8192).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// A display of `width`×`height` scaled up, keeping its shape, to at least `lines` lines
    /// high, with even sides (what video encoders and scalers expect).
    public static func atLeast(lines: Int, width: Int, height: Int) -> PictureSize {
        guard width > 0, height > 0 else { return PictureSize(width: 1280, height: 720) }
        let scale = max(1, Double(lines) / Double(height))
        let scaledWidth = Int((Double(width) * scale).rounded())
        let scaledHeight = Int((Double(height) * scale).rounded())
        return PictureSize(
            width: scaledWidth + scaledWidth % 2, height: scaledHeight + scaledHeight % 2)
    }
}
