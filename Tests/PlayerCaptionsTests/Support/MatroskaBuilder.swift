import Foundation

/// Builds small Matroska files byte by byte, for testing the block scan on layouts no muxer
/// here writes (lacing, unknown sizes, stray tracks).
enum MatroskaBuilder {
    /// An element with a known size.
    static func element(_ id: UInt32, _ payload: [UInt8]) -> [UInt8] {
        idBytes(id) + size(payload.count) + payload
    }

    /// An element whose size says "unknown".
    static func unknownSizeElement(_ id: UInt32, _ payload: [UInt8]) -> [UInt8] {
        idBytes(id) + [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + payload
    }

    /// An unsigned-integer element, in 8 bytes.
    static func unsigned(_ id: UInt32, _ value: UInt64) -> [UInt8] {
        element(id, (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
    }

    /// A float element, in 8 bytes.
    static func float(_ id: UInt32, _ value: Double) -> [UInt8] {
        let bits = value.bitPattern
        return element(id, (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) })
    }

    /// A string element.
    static func string(_ id: UInt32, _ value: String) -> [UInt8] {
        element(id, Array(value.utf8))
    }

    /// A track entry.
    static func trackEntry(
        number: UInt64, type: UInt64, codec: String, extra: [UInt8] = []
    ) -> [UInt8] {
        element(
            0xAE, unsigned(0xD7, number) + unsigned(0x83, type) + string(0x86, codec) + extra)
    }

    /// The data of a block or simple block: track number, time relative to the cluster,
    /// flags, payload.
    static func blockData(track: UInt8, time: Int16, flags: UInt8 = 0x80, _ payload: [UInt8])
        -> [UInt8]
    {
        let time = UInt16(bitPattern: time)
        return [0x80 | track, UInt8(time >> 8), UInt8(time & 0xFF), flags] + payload
    }

    /// The data of a block whose payload is text.
    static func blockData(track: UInt8, time: Int16, flags: UInt8 = 0x80, _ text: String)
        -> [UInt8]
    {
        blockData(track: track, time: time, flags: flags, Array(text.utf8))
    }

    /// A simple block.
    static func simpleBlock(track: UInt8, time: Int16, flags: UInt8 = 0x80, _ payload: [UInt8])
        -> [UInt8]
    {
        element(0xA3, blockData(track: track, time: time, flags: flags, payload))
    }

    /// A simple block whose payload is text.
    static func simpleBlock(track: UInt8, time: Int16, flags: UInt8 = 0x80, _ text: String)
        -> [UInt8]
    {
        simpleBlock(track: track, time: time, flags: flags, Array(text.utf8))
    }

    /// A cluster at `time` holding `children`.
    static func cluster(time: UInt64, _ children: [UInt8]) -> [UInt8] {
        element(0x1F43_B675, unsigned(0xE7, time) + children)
    }

    /// A whole file: EBML header, then a segment with `Info` (millisecond ticks), `Tracks`
    /// and `body`.
    static func file(tracks: [[UInt8]], body: [UInt8]) -> [UInt8] {
        let header = element(0x1A45_DFA3, string(0x4282, "matroska"))
        let info = element(0x1549_A966, unsigned(0x2A_D7B1, 1_000_000))
        return header
            + element(0x1853_8067, info + element(0x1654_AE6B, tracks.flatMap { $0 }) + body)
    }

    /// A video track 1 and a SubRip track 2 lasting 2 s by default.
    static let videoAndSubtitleTracks = [
        trackEntry(number: 1, type: 1, codec: "V_MPEG4/ISO/AVC"),
        trackEntry(
            number: 2, type: 0x11, codec: "S_TEXT/UTF8",
            extra: unsigned(0x23_E383, 2_000_000_000)),
    ]

    /// Writes `bytes` to a new temporary file and returns its path.
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "matroska-scan-\(UUID().uuidString).mkv"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func idBytes(_ id: UInt32) -> [UInt8] {
        let bytes = (0..<4).reversed().map { UInt8(truncatingIfNeeded: id >> (8 * $0)) }
        return Array(bytes.drop { $0 == 0 })
    }

    private static func size(_ count: Int) -> [UInt8] {
        if count < 0x7F {
            return [0x80 | UInt8(count)]
        }
        return [0x01] + (0..<7).reversed().map { UInt8(truncatingIfNeeded: count >> (8 * $0)) }
    }
}
