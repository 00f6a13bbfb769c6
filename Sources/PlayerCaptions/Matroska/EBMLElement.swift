/// The header of one EBML element (the binary layout under Matroska and WebM): its ID with the
/// length marker kept, as the specification writes IDs (`0x1F43B675` for a Cluster), and the
/// size of its data.
struct EBMLElement {
    /// The element ID, marker bits included.
    let id: UInt32
    /// The size of the element's data; nil when the file says "unknown" (all value bits set).
    let size: UInt64?
    /// The file offset where the element's data starts.
    let dataOffset: Int64

    /// The file offset just past the element's data; nil for an element of unknown size.
    var endOffset: Int64? {
        size.map { dataOffset + Int64($0) }
    }

    /// Longest header: a 4-byte ID and an 8-byte size.
    static let longestHeader = 12

    /// Reads the header at the start of `bytes`, which sit at file offset `offset`; nil when
    /// the bytes do not hold a whole, valid header.
    @inline(__always)
    init?(in bytes: UnsafeRawBufferPointer, at offset: Int64) {
        guard let id = Self.variableInteger(in: bytes, from: 0, longest: 4, keepingMarker: true),
            let size = Self.variableInteger(
                in: bytes, from: id.length, longest: 8, keepingMarker: false)
        else { return nil }
        let unknownSize = size.value == (UInt64(1) << (7 * UInt64(size.length))) - 1
        guard size.value <= UInt64(Int64.max) else { return nil }
        self.id = UInt32(id.value)
        self.size = unknownSize ? nil : size.value
        self.dataOffset = offset + Int64(id.length + size.length)
    }

    /// A variable-length integer at `start`: its value (with or without the length marker)
    /// and how many bytes it takes; nil when it is longer than `longest` or cut off.
    @inline(__always)
    static func variableInteger(
        in bytes: UnsafeRawBufferPointer, from start: Int, longest: Int, keepingMarker: Bool
    ) -> (value: UInt64, length: Int)? {
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        guard first != 0 else { return nil }
        let length = first.leadingZeroBitCount + 1
        guard length <= longest, start + length <= bytes.count else { return nil }
        var value = UInt64(keepingMarker ? first : first & (0xFF >> length))
        for index in 1..<length {
            value = value << 8 | UInt64(bytes[start + index])
        }
        return (value, length)
    }

    /// A big-endian unsigned integer of up to 8 bytes.
    static func unsignedInteger(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A big-endian IEEE float of 0, 4 or 8 bytes.
    static func float(_ bytes: UnsafeRawBufferPointer) -> Double? {
        switch bytes.count {
        case 0: return 0
        case 4: return Double(Float(bitPattern: UInt32(unsignedInteger(bytes)!)))
        case 8: return Double(bitPattern: unsignedInteger(bytes)!)
        default: return nil
        }
    }
}
