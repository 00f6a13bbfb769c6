import Foundation

/// Builds small MP4 files box by box, for testing the sample reader on layouts no muxer here
/// writes (composition offsets, edit lists that cut, fragments whose indexes disagree).
enum MP4Builder {
    /// A box of `type` holding `body`.
    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        u32(UInt32(8 + body.count)) + Array(type.utf8) + body
    }

    /// A full box: version, flags, then `body`.
    static func fullBox(_ type: String, version: UInt8 = 0, flags: UInt32 = 0, _ body: [UInt8])
        -> [UInt8]
    {
        box(type, [version] + Array(u32(flags).dropFirst()) + body)
    }

    static func u16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func u32(_ value: UInt32) -> [UInt8] {
        (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func u64(_ value: UInt64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// An edit list of one entry: `duration` movie ticks of the media from `mediaTime`.
    static func editList(duration: UInt32, mediaTime: Int32 = 0) -> [UInt8] {
        box(
            "edts",
            fullBox(
                "elst",
                u32(1) + u32(duration) + u32(UInt32(bitPattern: mediaTime)) + u32(0x1_0000)))
    }

    /// A movie (time scale 1000) of one text track 1 (time scale 1000) whose samples are
    /// `texts`, each lasting `duration` ticks, two to a chunk, stored in an `mdat` after the
    /// `moov`; `edits` and `extraTables` (inside `stbl`) are added as given.
    static func movie(
        texts: [String], duration: UInt32 = 1_000, edits: [UInt8] = [], extraTables: [UInt8] = []
    ) -> [UInt8] {
        let ftyp = box("ftyp", Array("isom".utf8) + u32(0) + Array("isom".utf8))
        let payloads = texts.map { Array($0.utf8) }
        func moov(dataStart: Int) -> [UInt8] {
            var chunkOffsets: [UInt32] = []
            var offset = dataStart
            for (index, payload) in payloads.enumerated() {
                if index.isMultiple(of: 2) {
                    chunkOffsets.append(UInt32(offset))
                }
                offset += payload.count
            }
            let stbl =
                fullBox("stsd", u32(1) + box("tx3g", [UInt8](repeating: 0, count: 8)))
                + fullBox("stts", u32(1) + u32(UInt32(texts.count)) + u32(duration))
                + fullBox(
                    "stsc",
                    texts.count.isMultiple(of: 2) || texts.count == 1
                        ? u32(1) + u32(1) + u32(texts.count == 1 ? 1 : 2) + u32(1)
                        : u32(2) + u32(1) + u32(2) + u32(1) + u32(UInt32(chunkOffsets.count))
                            + u32(1) + u32(1))
                + fullBox(
                    "stsz",
                    u32(0) + u32(UInt32(texts.count)) + payloads.flatMap { u32(UInt32($0.count)) })
                + fullBox("stco", u32(UInt32(chunkOffsets.count)) + chunkOffsets.flatMap(u32))
                + extraTables
            let mdhd = fullBox("mdhd", u32(0) + u32(0) + u32(1_000) + u32(0) + u32(0))
            let trak = box(
                "trak",
                fullBox(
                    "tkhd", flags: 3, u32(0) + u32(0) + u32(1) + [UInt8](repeating: 0, count: 68))
                    + edits
                    + box("mdia", mdhd + box("minf", box("stbl", stbl))))
            let mvhd = fullBox(
                "mvhd", u32(0) + u32(0) + u32(1_000) + [UInt8](repeating: 0, count: 84))
            return box("moov", mvhd + trak)
        }
        let size = moov(dataStart: 0).count
        return ftyp + moov(dataStart: ftyp.count + size + 8)
            + box("mdat", payloads.flatMap { $0 })
    }

    /// A fragmented movie: a `moov` with no samples and a `trex` for track 1, then one `moof`
    /// and `mdat` per fragment, each fragment's samples lasting 1000 ticks from `tfdt`.
    /// `tfhdFlags` and `trunFlags` set which fields those boxes carry (the default: data at
    /// the `moof`, a data offset and per-sample sizes); `index` adds a `sidx` giving the first
    /// fragment `index.start` and each one `index.length`, in ticks of `index.timescale`.
    static func fragmented(
        fragments: [(time: UInt64?, texts: [String])], tfhdFlags: UInt32 = 0x02_0000,
        trunFlags: UInt32 = 0x201, index: (timescale: UInt32, start: UInt32, length: UInt32)? = nil
    ) -> [UInt8] {
        let ftyp = box("ftyp", Array("iso6".utf8) + u32(0) + Array("iso6".utf8))
        let empty =
            fullBox("stts", u32(0)) + fullBox("stsc", u32(0))
            + fullBox("stsz", u32(0) + u32(0)) + fullBox("stco", u32(0))
        let stbl = fullBox("stsd", u32(1) + box("wvtt", [UInt8](repeating: 0, count: 8))) + empty
        let trak = box(
            "trak",
            fullBox("tkhd", flags: 3, u32(0) + u32(0) + u32(1) + [UInt8](repeating: 0, count: 68))
                + box(
                    "mdia",
                    fullBox("mdhd", u32(0) + u32(0) + u32(1_000) + u32(0) + u32(0))
                        + box("minf", box("stbl", stbl))))
        let trex = fullBox("trex", u32(1) + u32(1) + u32(1_000) + u32(0) + u32(0))
        let moov = box(
            "moov",
            fullBox("mvhd", u32(0) + u32(0) + u32(1_000) + [UInt8](repeating: 0, count: 84))
                + trak + box("mvex", trex))
        var body: [UInt8] = []
        for fragment in fragments {
            let payloads = fragment.texts.map { Array($0.utf8) }
            func moof(dataOffset: Int) -> [UInt8] {
                let tfdt = fragment.time.map { fullBox("tfdt", version: 1, u64($0)) } ?? []
                var run = u32(UInt32(payloads.count))
                if trunFlags & 0x01 != 0 {
                    run += u32(UInt32(dataOffset))
                }
                if trunFlags & 0x200 != 0 {
                    run += payloads.flatMap { u32(UInt32($0.count)) }
                }
                return box(
                    "moof",
                    fullBox("mfhd", u32(1))
                        + box(
                            "traf",
                            fullBox("tfhd", flags: tfhdFlags, u32(1)) + tfdt
                                + fullBox("trun", flags: trunFlags, run)))
            }
            let size = moof(dataOffset: 0).count
            body += moof(dataOffset: size + 8) + box("mdat", payloads.flatMap { $0 })
        }
        guard let index else { return ftyp + moov + body }
        // The sidx sits before the first moof; each reference spans one moof and its mdat.
        var references: [UInt8] = []
        var offset = 0
        while offset < body.count {
            let moofSize = Int(UInt32(bigEndian: body[offset..<offset + 4]))
            let mdatSize = Int(UInt32(bigEndian: body[offset + moofSize..<offset + moofSize + 4]))
            references += u32(UInt32(moofSize + mdatSize)) + u32(index.length) + u32(0x9000_0000)
            offset += moofSize + mdatSize
        }
        let sidx = fullBox(
            "sidx",
            u32(1) + u32(index.timescale) + u32(index.start) + u32(0) + u16(0)
                + u16(UInt16(fragments.count)) + references)
        return ftyp + moov + sidx + body
    }

    /// Writes `bytes` to a new temporary file and returns its path.
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "mp4-samples-\(UUID().uuidString).mp4"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension UInt32 {
    /// The big-endian number in four bytes.
    fileprivate init(bigEndian bytes: ArraySlice<UInt8>) {
        self = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
