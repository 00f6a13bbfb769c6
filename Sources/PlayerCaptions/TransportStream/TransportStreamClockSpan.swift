import PlayerCore

/// How long a transport-stream file lasts by its program clock (ISO/IEC 13818-1 §2.4.3.5): the
/// first and last program clock reference (PCR) of one PID, and the bytes between them, give
/// the stream's rate; the file's length at that rate is its duration — what TSDuck reports as
/// its broadcast time.
///
/// PCRs sit in adaptation fields, which are never scrambled, so a pay-TV capture whose picture
/// and sound no one can decode still tells its length.
public enum TransportStreamClockSpan {
    /// How many bytes are read at each end of the file for the first and last PCR.
    static let edgeBytes = 1 << 20

    /// The duration of the transport stream in the file at `path`; nil when it cannot be read,
    /// is not a transport stream, or has fewer than two distinct PCRs of one PID in the parts
    /// read.
    public static func duration(ofFileAt path: String) -> MediaTime? {
        guard let reader = ForwardFileReader(path: path), reader.size > 0,
            let head = bytes(of: reader, at: 0, count: Int(min(reader.size, Int64(edgeBytes)))),
            let headPackets = TransportStreamPackets(bytes: head),
            let first = references(in: head, packets: headPackets).first
        else { return nil }
        let tailStart = max(reader.size - Int64(edgeBytes), 0)
        guard
            let tail = bytes(of: reader, at: tailStart, count: Int(reader.size - tailStart)),
            let tailPackets = TransportStreamPackets(bytes: tail),
            let last = references(in: tail, packets: tailPackets).last(where: {
                $0.pid == first.pid
            })
        else { return nil }
        let byteSpan = tailStart + Int64(last.offset) - Int64(first.offset)
        // The 33-bit base wraps about every 26.5 hours; one wrap between the ends is undone.
        let wrap = PresentationTimeline.mpegTimestampWrap * 300
        var clockSpan = last.clock - first.clock
        if clockSpan < 0 { clockSpan += wrap }
        guard byteSpan > 0, clockSpan > 0 else { return nil }
        let seconds = Double(reader.size) * Double(clockSpan) / Double(byteSpan) / 27_000_000
        return MediaTime(secondsValue: seconds)
    }

    /// A PCR: its PID, its value in 27 MHz ticks, and the offset of its packet in the bytes.
    struct Reference {
        var pid: Int
        var clock: Int64
        var offset: Int
    }

    /// Every PCR in `bytes`, in order.
    static func references(in bytes: [UInt8], packets: TransportStreamPackets) -> [Reference] {
        var found: [Reference] = []
        var offset = packets.firstSync
        let size = TransportStreamPackets.packetSize
        while offset + size <= bytes.count {
            guard bytes[offset] == TransportStreamPackets.syncByte else {
                offset += 1
                continue
            }
            defer { offset += packets.stride }
            // An adaptation field whose PCR flag is set, long enough for the PCR.
            guard bytes[offset + 3] & 0x20 != 0, bytes[offset + 4] >= 7,
                bytes[offset + 5] & 0x10 != 0
            else { continue }
            let base = (0..<5).reduce(Int64(0)) { $0 << 8 | Int64(bytes[offset + 6 + $1]) } >> 7
            let fieldExtension =
                Int64(bytes[offset + 10] & 0x01) << 8 | Int64(bytes[offset + 11])
            found.append(
                Reference(
                    pid: Int(bytes[offset + 1] & 0x1F) << 8 | Int(bytes[offset + 2]),
                    clock: base * 300 + fieldExtension, offset: offset))
        }
        return found
    }

    private static func bytes(of reader: ForwardFileReader, at offset: Int64, count: Int)
        -> [UInt8]?
    {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { buffer in
            count == 0 || reader.read(count, at: offset, into: buffer.baseAddress!)
        }
        return read ? bytes : nil
    }
}
