import PlayerOCR

extension GreyImage {
    /// The picture as an 8-bit greyscale PNG file, its image data in stored (uncompressed)
    /// deflate blocks: the bench's export for the tesseract CLI, which reads it through
    /// Leptonica.
    var pngData: [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter type None
            raw += pixels[(row * width)..<((row + 1) * width)]
        }
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, 0, 0, 0, 0]  // 8 bits, greyscale, deflate, adaptive filter, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", Self.storedZlib(raw))
            + Self.chunk("IEND", [])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream of `data` in stored deflate blocks of at most 65,535 bytes.
    private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            stream += [
                isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
                UInt8((~count >> 8) & 0xFF),
            ]
            stream += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }
}
