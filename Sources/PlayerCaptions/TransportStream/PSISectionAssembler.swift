/// Gathers the sections of program-specific information (PAT, PMT, and the like) that the
/// packets of one or more PIDs carry, across packet boundaries (ISO/IEC 13818-1 §2.4.4).
///
/// A section whose syntax indicator is set ends with a CRC-32; one that fails it is dropped.
struct PSISectionAssembler {
    /// The bytes of the section each PID is in the middle of.
    private var partial: [Int: [UInt8]] = [:]

    /// The sections that `packet` completes, in order.
    mutating func add(_ packet: TransportStreamPacket) -> [[UInt8]] {
        var payload = packet.payload
        var sections: [[UInt8]] = []
        if packet.startsUnit {
            guard let pointer = payload.first, payload.count > Int(pointer) else {
                partial[packet.pid] = nil
                return []
            }
            let rest = payload.dropFirst()
            if partial[packet.pid] != nil {
                partial[packet.pid]! += rest.prefix(Int(pointer))
                sections += takeComplete(pid: packet.pid)
            }
            partial[packet.pid] = []
            payload = rest.dropFirst(Int(pointer))
        }
        guard partial[packet.pid] != nil else { return sections }
        partial[packet.pid]! += payload
        return sections + takeComplete(pid: packet.pid)
    }

    /// The whole sections at the front of the PID's bytes; stuffing (0xFF) ends them.
    private mutating func takeComplete(pid: Int) -> [[UInt8]] {
        var sections: [[UInt8]] = []
        while let bytes = partial[pid], bytes.count >= 3 {
            guard bytes[0] != 0xFF else {
                partial[pid] = nil
                break
            }
            let length = 3 + (Int(bytes[1] & 0x0F) << 8 | Int(bytes[2]))
            guard bytes.count >= length else { break }
            let section = Array(bytes[..<length])
            partial[pid] = Array(bytes[length...])
            if bytes[1] & 0x80 == 0 || Self.crc32(section) == 0 {
                sections.append(section)
            }
        }
        return sections
    }

    /// The MPEG-2 CRC-32 (polynomial 0x04C11DB7, no reflection) of `bytes`; 0 over a section
    /// that ends with its own correct CRC.
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte) << 24
            for _ in 0..<8 {
                crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1
            }
        }
        return crc
    }
}
