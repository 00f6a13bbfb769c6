import Foundation
import PlayerCore

/// The pictures a TTML document embeds for its image captions (SMPTE-TT, SMPTE ST 2052-1):
/// each `smpte:image` in the head's metadata, a Base64 PNG named by its `xml:id`, which a
/// `div` shows with `smpte:backgroundImage="#id"`.
///
/// Only each picture's size is read (the PNG's `IHDR`); the cue's ``CueImage`` then says where
/// the picture is drawn: the div's region on the document's pixel extent (`tts:extent` on
/// `tt`), or, when the document states none, on a display as large as the picture filling its
/// region makes it.
struct TTMLEmbeddedImages {
    /// Each picture's width and height in pixels, by `xml:id`.
    private var sizes: [String: (width: Int, height: Int)] = [:]

    /// The pictures embedded anywhere in `head`.
    init(head: TTMLElement?) {
        guard let head else { return }
        collect(in: head)
    }

    private mutating func collect(in element: TTMLElement) {
        for child in element.childElements {
            if child.name.localName == "image", child.name.namespace == .other,
                let id = child.identifier, let size = Self.pngSize(base64: child.textContent)
            {
                sizes[id] = size
            }
            collect(in: child)
        }
    }

    /// The picture `reference` (`#img_0`) names, drawn where `layout`'s region is on
    /// `viewport`; nil when the document embeds no PNG of that name.
    func image(reference: String, layout: CueLayout, viewport: TTMLViewport) -> CueImage? {
        let id = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
        guard let size = sizes[id] else { return nil }
        guard let region = layout.region, region.width > 0, let height = region.height, height > 0
        else { return CueImage(x: 0, y: 0, width: size.width, height: size.height) }
        let displayWidth = viewport.pixelWidth ?? Double(size.width) * 100 / region.width
        let displayHeight = viewport.pixelHeight ?? Double(size.height) * 100 / height
        func pixels(_ percent: Double, of length: Double) -> Int {
            Int((percent * length / 100).rounded())
        }
        return CueImage(
            x: pixels(region.x, of: displayWidth), y: pixels(region.y, of: displayHeight),
            width: pixels(region.width, of: displayWidth),
            height: pixels(height, of: displayHeight),
            displayWidth: Int(displayWidth.rounded()), displayHeight: Int(displayHeight.rounded()))
    }

    /// The width and height a Base64 PNG's header states; nil when it is not a PNG.
    static func pngSize(base64 text: String) -> (width: Int, height: Int)? {
        // The signature and the IHDR chunk's width and height: the first 24 bytes.
        let head = String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.prefix(32))
        guard let bytes = Data(base64Encoded: head).map(Array.init), bytes.count >= 24,
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (word(16), word(20))
    }
}
