/// One box of ISO base media file format data (ISO/IEC 14496-12): its four-character type and
/// its body, as found in the samples of MP4 caption tracks.
public struct MP4Box {
    /// The box type ("vttc", "payl").
    public var type: String
    /// The bytes after the header.
    public var body: ArraySlice<UInt8>

    /// The boxes laid end to end in `bytes`; reading stops at a box whose size does not fit.
    /// A 64-bit `largesize` and a size of 0 ("to the end") are honoured.
    public static func boxes(in bytes: ArraySlice<UInt8>) -> [MP4Box] {
        var boxes: [MP4Box] = []
        var offset = bytes.startIndex
        while bytes.endIndex - offset >= 8 {
            var size = Int(bigEndian: bytes[offset..<offset + 4])
            var headerSize = 8
            if size == 1 {
                guard bytes.endIndex - offset >= 16 else { break }
                size = Int(bigEndian: bytes[offset + 8..<offset + 16])
                headerSize = 16
            } else if size == 0 {
                size = bytes.endIndex - offset
            }
            guard size >= headerSize, size <= bytes.endIndex - offset else { break }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            boxes.append(MP4Box(type: type, body: bytes[offset + headerSize..<offset + size]))
            offset += size
        }
        return boxes
    }
}

extension Int {
    /// The unsigned big-endian number written in `bytes` (at most 8 of them); values beyond
    /// `Int.max` come out as `Int.max`.
    init(bigEndian bytes: ArraySlice<UInt8>) {
        let value = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        self = value > UInt64(Int.max) ? .max : Int(value)
    }
}
