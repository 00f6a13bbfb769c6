import PlayerCore

/// One DTVCC caption channel packet (CTA-708-E §5): its sequence number and the bytes after
/// its header, each with the time of the `cc_data` pair that carried it.
struct DTVCCPacket: Equatable {
    /// The packet's `sequence_number` (0–3), which counts packets modulo 4.
    var sequenceNumber: UInt8
    /// The `packet_data` bytes: service blocks, then padding.
    var data: [UInt8]
    /// When each byte of `data` arrived.
    var times: [MediaTime]
    /// Whether every byte `packet_size_code` announced arrived before the next packet began.
    var isComplete: Bool
}

/// Gathers the DTVCC byte pairs of `cc_data` into caption channel packets (CTA-708-E §5).
///
/// A pair with `cc_type` 3 (DTVCC_PACKET_START) opens a packet: its first byte is the header
/// (`sequence_number` in the top two bits, `packet_size_code` in the low six), its second the
/// first data byte. Pairs with `cc_type` 2 (DTVCC_PACKET_DATA) add two bytes each until the
/// packet holds `packet_size_code × 2 − 1` data bytes (127 for code 0), when it is complete.
/// A packet cut short by the next packet start is handed on as it stands (a pair was lost, but
/// what arrived is still worth reading, as Media3 and mux.js do); data pairs that arrive with no
/// packet open (before the first start, or after a complete packet) belong to no packet and
/// are dropped. Pairs whose `cc_valid` is clear are padding, and CEA-608 pairs (`cc_type` 0 and
/// 1) are not DTVCC: both are skipped.
///
/// ```swift
/// var assembler = DTVCCPacketAssembler()
/// // Start of a 4-byte packet (code 2): header 0x02, then a block header for service 1 of
/// // one byte (0x21); the data pair adds DSW (0x89) and its window mask.
/// assembler.add([0xFF, 0x02, 0x21, 0xFE, 0x89, 0x01], at: .zero)
/// // → [DTVCCPacket(sequenceNumber: 0, data: [0x21, 0x89, 0x01], …, isComplete: true)]
/// ```
struct DTVCCPacketAssembler {
    /// The packet being filled and how many data bytes it announced.
    private var open: (packet: DTVCCPacket, size: Int)?

    /// The packets that the `cc_data` triplets of one picture, shown at `time`, complete or cut
    /// short, in order.
    mutating func add(_ triplets: [UInt8], at time: MediaTime) -> [DTVCCPacket] {
        var packets: [DTVCCPacket] = []
        var index = 0
        while index + 2 < triplets.count {
            defer { index += 3 }
            let header = triplets[index]
            guard header & 0x04 != 0 else { continue }  // cc_valid
            let first = triplets[index + 1]
            let second = triplets[index + 2]
            switch header & 0x03 {
            case 3:
                if let cutShort = finish() {
                    packets.append(cutShort)
                }
                let code = Int(first & 0x3F)
                open = (
                    DTVCCPacket(
                        sequenceNumber: first >> 6, data: [second], times: [time],
                        isComplete: false),
                    code == 0 ? 127 : code * 2 - 1
                )
            case 2:
                guard open != nil else { continue }
                open!.packet.data += [first, second]
                open!.packet.times += [time, time]
            default:
                continue
            }
            if let (packet, size) = open, packet.data.count >= size {
                open = nil
                packets.append(
                    DTVCCPacket(
                        sequenceNumber: packet.sequenceNumber, data: Array(packet.data[..<size]),
                        times: Array(packet.times[..<size]), isComplete: true))
            }
        }
        return packets
    }

    /// The packet still being filled, cut short (at the end of the stream, or when the next
    /// packet starts); nil when none is open.
    mutating func finish() -> DTVCCPacket? {
        defer { open = nil }
        return open?.packet
    }

    /// Forgets the packet being filled (after a seek).
    mutating func reset() {
        open = nil
    }
}
