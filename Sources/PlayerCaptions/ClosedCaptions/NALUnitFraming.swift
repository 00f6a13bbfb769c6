/// How a video stream's packets delimit their NAL units: start codes (MPEG-TS, raw streams) or
/// a big-endian length before each unit (MP4 / Matroska, sized by the avcC / hvcC record).
public enum NALUnitFraming: Equatable {
    /// `00 00 01` or `00 00 00 01` before each unit.
    case annexB
    /// A length of `size` bytes (1, 2 or 4) before each unit.
    case lengthPrefixed(size: Int)

    /// The framing that a stream's codec extradata announces: an avcC / hvcC record (first
    /// byte 1) gives the length size, anything else means start codes.
    public init(extradata: [UInt8], isHEVC: Bool) {
        let sizeByte = isHEVC ? 21 : 4
        guard extradata.first == 1, extradata.count > sizeByte else {
            self = .annexB
            return
        }
        self = .lengthPrefixed(size: Int(extradata[sizeByte] & 0x03) + 1)
    }

    /// The NAL units of one packet, each without its start code or length, emulation
    /// prevention still in place.
    func units(in bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
        switch self {
        case .annexB:
            return Self.startCodeUnits(in: bytes)
        case .lengthPrefixed(let size):
            return Self.lengthPrefixedUnits(in: bytes, lengthSize: size)
        }
    }

    private static func lengthPrefixedUnits(
        in bytes: UnsafeRawBufferPointer, lengthSize: Int
    ) -> [UnsafeRawBufferPointer] {
        var units: [UnsafeRawBufferPointer] = []
        var offset = 0
        while offset + lengthSize <= bytes.count {
            var length = 0
            for index in offset..<offset + lengthSize {
                length = length << 8 | Int(bytes[index])
            }
            offset += lengthSize
            guard length > 0, offset + length <= bytes.count else { break }
            units.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
            offset += length
        }
        return units
    }

    private static func startCodeUnits(in bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer]
    {
        let starts = startCodeEnds(in: bytes)
        var units: [UnsafeRawBufferPointer] = []
        for (position, start) in starts.enumerated() {
            var end = position + 1 < starts.count ? starts[position + 1] - 3 : bytes.count
            // A four-byte start code leaves a zero byte at the end of the previous unit.
            while end > start, bytes[end - 1] == 0 {
                end -= 1
            }
            if end > start {
                units.append(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
            }
        }
        return units
    }

    /// The offsets just after each `00 00 01`.
    private static func startCodeEnds(in bytes: UnsafeRawBufferPointer) -> [Int] {
        var ends: [Int] = []
        var index = 2
        while index < bytes.count {
            if bytes[index] > 1 {
                index += 3
            } else if bytes[index] == 1, bytes[index - 1] == 0, bytes[index - 2] == 0 {
                ends.append(index + 1)
                index += 3
            } else {
                index += 1
            }
        }
        return ends
    }
}

/// The raw byte sequence payload of a NAL unit: every `00 00 03` loses its `03`.
func removingEmulationPrevention(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var zeros = 0
    for byte in bytes {
        if zeros >= 2 && byte == 3 {
            zeros = 0
            continue
        }
        zeros = byte == 0 ? zeros + 1 : 0
        output.append(byte)
    }
    return output
}
