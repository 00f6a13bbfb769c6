/// Why an MP4 track's samples are not read from its sample tables or fragments, leaving the
/// work to FFmpeg's demuxer: a layout FFmpeg 5.1 may time differently, or a file that is not
/// whole.
public struct MP4SampleRefusal: Error, Equatable {
    /// What the reader met, in words for tests and debugging.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// The header of one box of an ISO base media file (MP4, QuickTime) read from the file: its
/// type and where its body lies.
struct MP4FileBox {
    /// The four-character type as a big-endian number (`0x6D6F6F76` for "moov").
    let type: UInt32
    /// The file offset of the box's first byte.
    let start: Int64
    /// The file offset where its body starts (after the size, type and any 64-bit size).
    let dataOffset: Int64
    /// The file offset just past it.
    let end: Int64

    /// The four-character type as text.
    var name: String {
        String(
            decoding: (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) },
            as: UTF8.self)
    }

    /// The box at `offset`, which must end by `limit` (a size of 0 means "to `limit`").
    init(at offset: Int64, within limit: Int64, reader: ForwardFileReader) throws(MP4SampleRefusal)
    {
        guard limit - offset >= 8, let bytes = reader.bytes(at: offset, upTo: 16), bytes.count >= 8
        else { throw MP4SampleRefusal("no box header at byte \(offset)") }
        let size32 = UInt64(bigEndian: bytes, at: 0, count: 4)
        type = UInt32(UInt64(bigEndian: bytes, at: 4, count: 4))
        start = offset
        var size = Int64(size32)
        var header: Int64 = 8
        if size32 == 1 {
            guard bytes.count >= 16 else { throw MP4SampleRefusal("cut-off box at byte \(offset)") }
            size = Int64(clamping: UInt64(bigEndian: bytes, at: 8, count: 8))
            header = 16
        } else if size32 == 0 {
            size = limit - offset
        }
        guard size >= header, size <= limit - offset else {
            throw MP4SampleRefusal("box at byte \(offset) runs past its parent")
        }
        dataOffset = offset + header
        end = offset + size
    }

    /// The four-character code `name` as a big-endian number.
    static func code(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    /// Calls `body` with each box laid end to end from `start` to `end`.
    static func forEach(
        from start: Int64, to end: Int64, reader: ForwardFileReader,
        _ body: (MP4FileBox) throws(MP4SampleRefusal) -> Void
    ) throws(MP4SampleRefusal) {
        var offset = start
        while offset < end {
            let box = try MP4FileBox(at: offset, within: end, reader: reader)
            try body(box)
            offset = box.end
        }
    }

    /// The children of this box, when it holds nothing but boxes.
    func forEachChild(
        reader: ForwardFileReader, _ body: (MP4FileBox) throws(MP4SampleRefusal) -> Void
    ) throws(MP4SampleRefusal) {
        try Self.forEach(from: dataOffset, to: end, reader: reader, body)
    }

    /// The 32-bit field after a full box's creation and modification times, whose width its
    /// version sets: the time scale of `mvhd` and `mdhd`, the track ID of `tkhd`.
    func fieldAfterTimes(reader: ForwardFileReader) throws(MP4SampleRefusal) -> UInt32 {
        var body = try body(reader: reader, prefix: 32)
        let version = try body.versionAndFlags().version
        try body.skip(version == 1 ? 16 : 8)
        return try body.uint32()
    }

    /// The whole body, copied out, or its first `prefix` bytes; refuses a body larger than
    /// 64 MiB.
    func body(reader: ForwardFileReader, prefix: Int64 = .max) throws(MP4SampleRefusal)
        -> MP4BoxBody
    {
        let count = min(end - dataOffset, prefix)
        guard count <= 64 << 20 else {
            throw MP4SampleRefusal("\(name) box of \(count) bytes is too large")
        }
        var bytes = [UInt8](repeating: 0, count: Int(count))
        let read = bytes.withUnsafeMutableBytes { buffer in
            count == 0 || reader.read(Int(count), at: dataOffset, into: buffer.baseAddress!)
        }
        guard read else { throw MP4SampleRefusal("cannot read the \(name) box at byte \(start)") }
        return MP4BoxBody(bytes: bytes, name: name)
    }
}

/// The body of a box, read field by field from the front; every read past the end refuses.
struct MP4BoxBody {
    let bytes: [UInt8]
    /// The box's type, for messages.
    let name: String
    /// Where the next field starts.
    var position = 0

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    /// The next `count`-byte big-endian unsigned number.
    mutating func unsigned(_ count: Int) throws(MP4SampleRefusal) -> UInt64 {
        guard position + count <= bytes.count else {
            throw MP4SampleRefusal("\(name) box cut off")
        }
        defer { position += count }
        return bytes.withUnsafeBytes { UInt64(bigEndian: $0, at: position, count: count) }
    }

    /// The next 32-bit unsigned number.
    mutating func uint32() throws(MP4SampleRefusal) -> UInt32 {
        UInt32(try unsigned(4))
    }

    /// A full box's version and flags.
    mutating func versionAndFlags() throws(MP4SampleRefusal) -> (version: UInt8, flags: UInt32) {
        let word = try uint32()
        return (UInt8(word >> 24), word & 0xFF_FFFF)
    }

    /// Skips `count` bytes.
    mutating func skip(_ count: Int) throws(MP4SampleRefusal) {
        guard position + count <= bytes.count else {
            throw MP4SampleRefusal("\(name) box cut off")
        }
        position += count
    }
}

extension UInt64 {
    /// The big-endian number in `count` bytes of `bytes` from `offset` (the caller checks the
    /// bounds).
    init(bigEndian bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) {
        var value: UInt64 = 0
        for index in offset..<offset + count {
            value = value << 8 | UInt64(bytes[index])
        }
        self = value
    }
}
