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

    /// A cluster child for ``indexedFile(tracks:clusters:muxingApp:editing:)``: an element, and
    /// the cue point the index gives it when it is a block of the indexed track.
    struct Child {
        var bytes: [UInt8]
        var cue: Cue?

        /// An element the index does not name.
        static func plain(_ bytes: [UInt8]) -> Child {
            Child(bytes: bytes, cue: nil)
        }

        /// A block the index names: of `track` at `time`, lasting `duration` when given.
        static func indexed(_ bytes: [UInt8], track: UInt64 = 2, time: UInt64, duration: UInt64?)
            -> Child
        {
            Child(bytes: bytes, cue: Cue(track: track, time: time, duration: duration))
        }
    }

    /// One `CueTrackPositions` as it is written; the builder fills in the positions.
    struct Cue {
        var track: UInt64
        var time: UInt64
        var duration: UInt64?
        var clusterPosition: UInt64 = 0
        var relativePosition: UInt64? = 0
    }

    /// A whole file as FFmpeg's muxer lays one out: a seek head naming the `Cues`, `Info` with
    /// `muxingApp`, `Tracks`, the clusters (each a time and its children), then the `Cues`
    /// with a cue point for every indexed child, which `editing` may change, repeat or drop.
    /// With `secondSeekHead`, the first seek head names one after the `Cues` that names them,
    /// as mkvmerge does when the space it kept at the start runs out.
    static func indexedFile(
        tracks: [[UInt8]], clusters: [(time: UInt64, children: [Child])],
        muxingApp: String = "Lavf59.27.100", secondSeekHead: Bool = false,
        editing: (Cue) -> [Cue] = { [$0] }
    ) -> [UInt8] {
        let info = element(
            0x1549_A966, unsigned(0x2A_D7B1, 1_000_000) + string(0x4D80, muxingApp))
        let seekHeadSize = seekHead(cuesPosition: 0).count
        var data = info + element(0x1654_AE6B, tracks.flatMap { $0 })
        var cues: [Cue] = []
        for cluster in clusters {
            let timestamp = unsigned(0xE7, cluster.time)
            var relative = timestamp.count
            for child in cluster.children {
                if var cue = child.cue {
                    cue.clusterPosition = UInt64(seekHeadSize + data.count)
                    cue.relativePosition = UInt64(relative)
                    cues.append(cue)
                }
                relative += child.bytes.count
            }
            data += element(0x1F43_B675, timestamp + cluster.children.flatMap(\.bytes))
        }
        let points = cues.flatMap(editing).map { cue in
            let positions =
                unsigned(0xF7, cue.track) + unsigned(0xF1, cue.clusterPosition)
                + (cue.relativePosition.map { unsigned(0xF0, $0) } ?? [])
                + (cue.duration.map { unsigned(0xB2, $0) } ?? [])
            return element(0xBB, unsigned(0xB3, cue.time) + element(0xB7, positions))
        }
        let cuesPosition = UInt64(seekHeadSize + data.count)
        data += element(0x1C53_BB6B, points.flatMap { $0 })
        var first = seekHead(cuesPosition: cuesPosition)
        if secondSeekHead {
            first = seekHead(
                naming: [0x11, 0x4D, 0x9B, 0x74], at: UInt64(seekHeadSize + data.count))
            data += seekHead(cuesPosition: cuesPosition)
        }
        let header = element(0x1A45_DFA3, string(0x4282, "matroska"))
        return header + element(0x1853_8067, first + data)
    }

    /// A seek head with one entry: the `Cues` at `cuesPosition` in the segment's data.
    static func seekHead(cuesPosition: UInt64) -> [UInt8] {
        seekHead(naming: [0x1C, 0x53, 0xBB, 0x6B], at: cuesPosition)
    }

    /// A seek head with one entry: the element of ID `id` at `position` in the segment's data.
    private static func seekHead(naming id: [UInt8], at position: UInt64) -> [UInt8] {
        element(0x114D_9B74, element(0x4DBB, element(0x53AB, id) + unsigned(0x53AC, position)))
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
