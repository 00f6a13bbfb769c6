extension TransportStreamPackets {
    /// The earliest presentation timestamp (PTS, 90 kHz ticks, 33 bits) stated by a PES
    /// header that starts in these packets (ISO/IEC 13818-1 §2.4.3.7); nil when none states
    /// one. For the head of an HLS segment this is where its media starts, the timestamp a
    /// player maps the segment's discontinuity sequence by.
    public var earliestPresentationTimestamp: Int64? {
        var earliest: Int64?
        for packet in self where packet.startsUnit && !packet.isScrambled {
            guard let timestamp = Self.presentationTimestamp(ofPESHeader: packet.payload) else {
                continue
            }
            earliest = Swift.min(earliest ?? timestamp, timestamp)
        }
        return earliest
    }

    /// The PTS of the PES header at the start of `payload`, when it has the start code, the
    /// optional header and the PTS flag.
    static func presentationTimestamp(ofPESHeader payload: ArraySlice<UInt8>) -> Int64? {
        let header = Array(payload.prefix(14))
        guard header.count == 14, header[0] == 0, header[1] == 0, header[2] == 1,
            header[6] & 0xC0 == 0x80, header[7] & 0x80 != 0
        else { return nil }
        let high = Int64((header[9] >> 1) & 0x07) << 30
        let middle = ((Int64(header[10]) << 8 | Int64(header[11])) >> 1) << 15
        let low = (Int64(header[12]) << 8 | Int64(header[13])) >> 1
        return high | middle | low
    }
}
