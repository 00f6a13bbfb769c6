import Foundation
import MediaTestSupport

/// A PNG read back by the ffmpeg tool as RGB bytes, for pixel tests.
struct PNGPixels {
    let width: Int
    let height: Int
    /// Three bytes a pixel, row after row.
    let rgb: [UInt8]

    /// The picture at `path`, which must be `width`×`height`.
    init(_ path: String, width: Int, height: Int) throws {
        self.width = width
        self.height = height
        rgb = try AuditReportTests.pixels(ofPNG: path)
        guard rgb.count == width * height * 3 else { throw CocoaError(.fileReadCorruptFile) }
    }

    /// The width and height ffprobe reads from the PNG at `path`.
    static func size(of path: String) throws -> (width: Int, height: Int) {
        let run = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0", path,
            ], in: URL(fileURLWithPath: "/"))
        let parts = run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw CocoaError(.fileReadCorruptFile) }
        return (parts[0], parts[1])
    }

    /// The pixel at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let index = (y * width + x) * 3
        return (rgb[index], rgb[index + 1], rgb[index + 2])
    }

    /// The bounding box (x0, y0, x1, y1 inclusive) of the pixels that differ from `other`
    /// by more than `threshold` in any channel; nil when none do.
    func changedBox(against other: PNGPixels, threshold: Int = 24) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<height {
            for x in 0..<width where differs(other, x, y, threshold) {
                box =
                    box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) }
                    ?? (x, y, x, y)
            }
        }
        return box
    }

    /// Whether the pixel at (`x`, `y`) differs from `other`'s by more than `threshold`.
    func differs(_ other: PNGPixels, _ x: Int, _ y: Int, _ threshold: Int = 24) -> Bool {
        let index = (y * width + x) * 3
        return (0..<3).contains {
            abs(Int(rgb[index + $0]) - Int(other.rgb[index + $0])) > threshold
        }
    }

    /// The peak signal-to-noise ratio against `other` over the pixels `include` accepts, in
    /// dB (infinity when equal).
    func psnr(against other: PNGPixels, where include: (Int, Int) -> Bool = { _, _ in true })
        -> Double
    {
        var squares = 0.0
        var count = 0
        for y in 0..<height {
            for x in 0..<width where include(x, y) {
                let index = (y * width + x) * 3
                for channel in 0..<3 {
                    let difference =
                        Double(rgb[index + channel]) - Double(other.rgb[index + channel])
                    squares += difference * difference
                }
                count += 3
            }
        }
        guard count > 0, squares > 0 else { return .infinity }
        return 10 * log10(255 * 255 / (squares / Double(count)))
    }
}
