/// The pixels of a bitmap caption (PGS, VobSub, DVB): one or more palette pictures, each an
/// object, window or region the stream composes on the display, as the decoder gave them.
///
/// Kept beside ``CueImage`` (which only places the picture) so that the picture can be read
/// as text. The decoder stores no picture larger than ``maximumPixelCount`` pixels, which
/// bounds the memory a cue holds.
public struct CueBitmap: Hashable, Sendable {
    /// One palette picture placed on the display.
    public struct Object: Hashable, Sendable {
        /// Left edge on the display.
        public var x: Int
        /// Top edge on the display.
        public var y: Int
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// One palette index a pixel, row after row, `width × height` of them.
        public var indices: [UInt8]
        /// The colours the indices name; an index past the end names nothing.
        public var palette: [CueColor]

        /// A `width`×`height` picture at (`x`, `y`) of `indices` into `palette`.
        public init(
            x: Int, y: Int, width: Int, height: Int, indices: [UInt8], palette: [CueColor]
        ) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.indices = indices
            self.palette = palette
        }
    }

    /// The largest picture, in pixels, a cue keeps (a 4K frame).
    public static let maximumPixelCount = 3840 * 2160

    /// The pictures, in the order the stream composes them.
    public var objects: [Object]

    /// A bitmap of `objects`.
    public init(objects: [Object]) {
        self.objects = objects
    }
}
