/// One 188-byte packet of an MPEG-2 transport stream (ISO/IEC 13818-1 §2.4.3.2): its PID, its
/// flags and its payload.
public struct TransportStreamPacket {
    /// The packet identifier: which stream or table the payload belongs to.
    public var pid: Int
    /// `payload_unit_start_indicator`: a PES packet or a section starts in this payload.
    public var startsUnit: Bool
    /// Whether `transport_scrambling_control` says the payload is scrambled.
    public var isScrambled: Bool
    /// The bytes after the header and any adaptation field.
    public var payload: ArraySlice<UInt8>
}

/// The packets of transport-stream bytes, whatever they are framed in: 188-byte packets, 188
/// followed by 16 bytes of Reed-Solomon parity (204, as DVB capture cards write), or preceded
/// by a 4-byte timestamp (192, Blu-ray M2TS).
///
/// ```swift
/// for packet in TransportStreamPackets(bytes: head) ?? .init() where packet.pid == 0 { … }
/// ```
/// A packet that has lost its sync byte is skipped up to the next place where the stride
/// finds sync bytes again.
public struct TransportStreamPackets: Sequence {
    /// The bytes read.
    let bytes: [UInt8]
    /// The distance from one packet to the next.
    public let stride: Int
    /// Where the first packet's sync byte is.
    let firstSync: Int

    /// The byte every packet starts with.
    static let syncByte: UInt8 = 0x47
    /// The packet size without parity or timestamp.
    static let packetSize = 188
    /// How many sync bytes in a row a stride must find to be believed.
    static let syncRun = 5

    /// The packets of `bytes`; nil when no framing finds sync bytes in a row near the start.
    public init?(bytes: [UInt8]) {
        for stride in [188, 204, 192] {
            let lead = stride == 192 ? 4 : 0
            let searchEnd = Swift.min(bytes.count, stride + lead)
            for start in lead..<Swift.max(lead, searchEnd)
            where Self.syncs(bytes, at: start, stride: stride) {
                self.bytes = bytes
                self.stride = stride
                self.firstSync = start
                return
            }
        }
        return nil
    }

    /// No packets.
    public init() {
        bytes = []
        stride = Self.packetSize
        firstSync = 0
    }

    /// Whether `bytes` has sync bytes `stride` apart from `start`, as many as ``syncRun`` or as
    /// the bytes hold (at least two).
    static func syncs(_ bytes: [UInt8], at start: Int, stride: Int) -> Bool {
        let available = (bytes.count - start - packetSize) / stride + 1
        let needed = Swift.min(syncRun, available)
        guard needed >= Swift.min(2, available), needed > 0 else { return false }
        return (0..<needed).allSatisfy { bytes[start + $0 * stride] == syncByte }
    }

    /// Reads the packets one after another.
    public struct Iterator: IteratorProtocol {
        let packets: TransportStreamPackets
        var offset: Int

        /// The next whole packet, or nil at the end of the bytes.
        public mutating func next() -> TransportStreamPacket? {
            let bytes = packets.bytes
            while offset + TransportStreamPackets.packetSize <= bytes.count {
                guard bytes[offset] == TransportStreamPackets.syncByte else {
                    resync()
                    continue
                }
                let start = offset
                offset += packets.stride
                if let packet = TransportStreamPackets.packet(bytes, at: start) {
                    return packet
                }
            }
            return nil
        }

        /// Moves to the next byte from which the stride finds sync bytes again.
        private mutating func resync() {
            offset += 1
            while offset + TransportStreamPackets.packetSize <= packets.bytes.count,
                !TransportStreamPackets.syncs(packets.bytes, at: offset, stride: packets.stride)
            {
                offset += 1
            }
        }
    }

    /// Starts at the first packet.
    public func makeIterator() -> Iterator {
        Iterator(packets: self, offset: firstSync)
    }

    /// The packet at `start` (its sync byte); nil when its adaptation field overruns it.
    static func packet(_ bytes: [UInt8], at start: Int) -> TransportStreamPacket? {
        let flags = bytes[start + 3]
        let control = (flags >> 4) & 0x3
        var payloadStart = start + 4
        if control & 0x2 != 0 {
            payloadStart += 1 + Int(bytes[start + 4])
        }
        let end = start + packetSize
        guard payloadStart <= end else { return nil }
        return TransportStreamPacket(
            pid: Int(bytes[start + 1] & 0x1F) << 8 | Int(bytes[start + 2]),
            startsUnit: bytes[start + 1] & 0x40 != 0,
            isScrambled: flags >> 6 != 0,
            payload: control & 0x1 != 0 ? bytes[payloadStart..<end] : bytes[end..<end])
    }
}
