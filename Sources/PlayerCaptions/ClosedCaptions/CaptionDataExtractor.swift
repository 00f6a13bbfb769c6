/// Finds the ATSC A/53 caption data (`cc_data`) a video packet carries, without decoding the
/// picture: H.264 and HEVC SEI messages of type 4 (user data registered by ITU-T T.35) and
/// MPEG-2 picture user data, both introduced by the user identifier `GA94`.
///
/// The result is the packet's `cc_data` triplets as they stand in the stream, three bytes each:
/// marker bits, `cc_valid` and `cc_type` (0 field 1, 1 field 2, 2–3 DTVCC), then two bytes of
/// caption data with their parity bits.
public struct CaptionDataExtractor {
    /// The video codecs whose packets can carry A/53 captions.
    public enum Codec {
        case h264
        case hevc
        case mpeg2
    }

    let codec: Codec
    let framing: NALUnitFraming

    /// An extractor for `codec` packets framed as `framing` (ignored for MPEG-2).
    public init(codec: Codec, framing: NALUnitFraming) {
        self.codec = codec
        self.framing = framing
    }

    /// Every `cc_data` triplet in one packet, in stream order.
    public func captionData(in packet: UnsafeRawBufferPointer) -> [UInt8] {
        switch codec {
        case .mpeg2:
            return mpeg2UserData(in: packet)
        case .h264, .hevc:
            var triplets: [UInt8] = []
            for unit in framing.units(in: packet) where isSEI(unit) {
                let payload = removingEmulationPrevention(unit)
                let headerSize = codec == .hevc ? 2 : 1
                triplets += seiCaptionData(in: payload[headerSize...])
            }
            return triplets
        }
    }

    /// Whether a NAL unit is an SEI (H.264 type 6; HEVC prefix 39 or suffix 40).
    private func isSEI(_ unit: UnsafeRawBufferPointer) -> Bool {
        guard let header = unit.first else { return false }
        if codec == .hevc {
            let type = (header >> 1) & 0x3F
            return unit.count > 2 && (type == 39 || type == 40)
        }
        return unit.count > 1 && header & 0x1F == 6
    }

    /// The caption data of the T.35 messages among an SEI's messages.
    private func seiCaptionData(in rbsp: ArraySlice<UInt8>) -> [UInt8] {
        var triplets: [UInt8] = []
        var index = rbsp.startIndex
        // Each message: payload type and size as runs of 0xFF plus a last byte, then payload.
        while index < rbsp.endIndex, rbsp[index] != 0x80 {
            guard let type = Self.readVariableValue(rbsp, at: &index),
                let size = Self.readVariableValue(rbsp, at: &index),
                index + size <= rbsp.endIndex
            else { break }
            if type == 4 {
                triplets += Self.registeredUserData(rbsp[index..<index + size])
            }
            index += size
        }
        return triplets
    }

    private static func readVariableValue(_ bytes: ArraySlice<UInt8>, at index: inout Int) -> Int? {
        var value = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            value += Int(byte)
            if byte != 0xFF {
                return value
            }
        }
        return nil
    }

    /// `cc_data` from `user_data_registered_itu_t_t35`: country 0xB5 (United States), provider
    /// 0x0031 (ATSC), then the A/53 `GA94` structure.
    private static func registeredUserData(_ payload: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(payload)
        guard bytes.count > 3, bytes[0] == 0xB5, bytes[1] == 0x00, bytes[2] == 0x31 else {
            return []
        }
        return atscUserData(bytes[3...])
    }

    /// `cc_data` from ATSC user data: `GA94`, user_data_type_code 3, then the flags byte with
    /// `cc_count`, a reserved byte and `cc_count` triplets.
    static func atscUserData(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let start = bytes.startIndex
        guard bytes.count >= 7, Array(bytes[start..<start + 4]) == gaIdentifier,
            bytes[start + 4] == 3
        else { return [] }
        let flags = bytes[start + 5]
        guard flags & 0x40 != 0 else { return [] }  // process_cc_data_flag
        let count = Int(flags & 0x1F)
        let first = start + 7
        let end = min(first + 3 * count, first + (bytes.endIndex - first) / 3 * 3)
        return Array(bytes[first..<end])
    }

    /// `GA94` in ASCII.
    private static let gaIdentifier: [UInt8] = [0x47, 0x41, 0x39, 0x34]

    /// `cc_data` from MPEG-2 user data (start code `00 00 01 B2`).
    private func mpeg2UserData(in packet: UnsafeRawBufferPointer) -> [UInt8] {
        var triplets: [UInt8] = []
        let bytes = Array(packet)
        var index = 0
        while index + 4 < bytes.count {
            if bytes[index] == 0, bytes[index + 1] == 0, bytes[index + 2] == 1,
                bytes[index + 3] == 0xB2
            {
                triplets += Self.atscUserData(bytes[(index + 4)...])
                index += 4
            } else {
                index += 1
            }
        }
        return triplets
    }
}
