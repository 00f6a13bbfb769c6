/// Finds the subtitle pages of a DVB teletext stream from its page headers, for streams whose
/// PMT announces none (or that have no PMT at all).
///
/// The PES data of EBU teletext (EN 300 472) is a `data_identifier` (0x10–0x1F) and data units
/// of 44 bytes, each one teletext packet sent least significant bit first: a framing code,
/// the magazine and row Hamming 8/4-coded, then 40 bytes. Row 0 is a page header (ETS 300 706
/// §9.3.1): the page's two digits and control bits, C6 among them, which marks a subtitle page.
///
/// ```swift
/// var scan = TeletextPageScan()
/// scan.add(pesData: packetBytes)
/// scan.subtitlePages      // [150, 799]
/// ```
public struct TeletextPageScan: Sendable {
    /// The subtitle pages seen, in the order their first header came.
    public private(set) var subtitlePages: [TeletextPageNumber] = []

    /// A scan that has seen nothing yet.
    public init() {}

    /// `data_unit_id` of EBU teletext non-subtitle and subtitle data.
    private static let teletextUnits: Set<UInt8> = [0x02, 0x03]
    /// The framing code as it stands in the PES data (0x27 sent bit-reversed).
    private static let framingCode: UInt8 = 0xE4

    /// Looks at the page headers in one PES packet's data.
    public mutating func add(pesData data: UnsafeRawBufferPointer) {
        guard let identifier = data.first, (0x10...0x1F).contains(identifier) else { return }
        var index = 1
        while index + 2 <= data.count {
            let unit = data[index]
            let length = Int(data[index + 1])
            let field = index + 2
            index = field + length
            guard Self.teletextUnits.contains(unit), length >= 44, index <= data.count,
                data[field + 1] == Self.framingCode
            else { continue }
            noteHeader(packet: UnsafeRawBufferPointer(rebasing: data[(field + 2)..<(field + 44)]))
        }
    }

    /// Notes the page of a header packet (42 bytes: address, then the header's data).
    private mutating func noteHeader(packet: UnsafeRawBufferPointer) {
        guard let address = Self.hamming(packet[0]), let high = Self.hamming(packet[1]),
            (address >> 3) | (high << 1) == 0,
            let units = Self.hamming(packet[2]), let tens = Self.hamming(packet[3]),
            let subcode4 = Self.hamming(packet[7])
        else { return }
        let page = TeletextPageNumber(magazine: Int(address & 0x07), page: tens << 4 | units)
        let isSubtitle = subcode4 & 0x08 != 0
        if isSubtitle, page.isDisplayable, !subtitlePages.contains(page) {
            subtitlePages.append(page)
        }
    }

    /// The 4 data bits of a Hamming 8/4 byte as the PES data holds it (bit-reversed), one bit
    /// error corrected; nil when it has two.
    static func hamming(_ byte: UInt8) -> UInt8? {
        // Bits in transmission order: P1 D1 P2 D2 P3 D3 P4 D4.
        let bits = (0..<8).map { (byte.bitReversed >> $0) & 1 }
        if passesChecks(bits) {
            return dataBits(bits)
        }
        // A single error leaves the whole byte with even parity; two leave it odd.
        guard bits.reduce(0, ^) == 0 else { return nil }
        for flip in 0..<8 {
            var fixed = bits
            fixed[flip] ^= 1
            if passesChecks(fixed) {
                return dataBits(fixed)
            }
        }
        return nil
    }

    /// Whether the parity checks A, B and C (each odd) hold.
    private static func passesChecks(_ bits: [UInt8]) -> Bool {
        bits[0] ^ bits[1] ^ bits[5] ^ bits[7] == 1 && bits[1] ^ bits[2] ^ bits[3] ^ bits[7] == 1
            && bits[1] ^ bits[3] ^ bits[4] ^ bits[5] == 1
    }

    private static func dataBits(_ bits: [UInt8]) -> UInt8 {
        bits[1] | bits[3] << 1 | bits[5] << 2 | bits[7] << 3
    }
}

extension UInt8 {
    /// The byte with its bits in the opposite order.
    var bitReversed: UInt8 {
        var value = self
        var reversed: UInt8 = 0
        for _ in 0..<8 {
            reversed = reversed << 1 | value & 1
            value >>= 1
        }
        return reversed
    }
}
