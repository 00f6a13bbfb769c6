import Testing

@testable import PlayerCaptions

/// The teletext page-header reader and descriptor entries, on data units built by hand from
/// EN 300 472 (PES data) and ETS 300 706 (§8.2 Hamming 8/4, §9.3.1 the page header).
@Suite struct TeletextPageScanTests {
    /// `nibble` Hamming 8/4-coded and bit-reversed, as the PES data carries it.
    static func hamming(_ nibble: UInt8) -> UInt8 {
        let data = (0..<4).map { (nibble >> $0) & 1 }
        let p1 = 1 ^ data[0] ^ data[2] ^ data[3]
        let p2 = 1 ^ data[0] ^ data[1] ^ data[3]
        let p3 = 1 ^ data[0] ^ data[1] ^ data[2]
        let sent = [p1, data[0], p2, data[1], p3, data[2], 0, data[3]]
        var bits = sent
        bits[6] = 1 ^ sent.reduce(0, ^)
        let byte = bits.enumerated().reduce(UInt8(0)) { $0 | $1.element << $1.offset }
        return byte.bitReversed
    }

    /// A 44-byte EBU teletext data unit (id 0x03) holding the header of page `page` of
    /// magazine `magazine` (0 for 8), its C6 subtitle flag as given.
    static func headerUnit(magazine: UInt8, page: UInt8, subtitle: Bool) -> [UInt8] {
        let address = [hamming(magazine & 0x07), hamming(0)]
        let header: [UInt8] = [
            page & 0x0F, page >> 4, 0, 0x08, 0, subtitle ? 0x08 : 0, 0, 0,
        ].map(hamming)
        let text = [UInt8](repeating: 0x20, count: 32)
        return [0x03, 0x2C, 0xE8, 0xE4] + address + header + text
    }

    private func scan(_ data: [UInt8]) -> [String] {
        var scan = TeletextPageScan()
        data.withUnsafeBytes { scan.add(pesData: $0) }
        return scan.subtitlePages.map(\.description)
    }

    @Test func hammingDecodesEveryNibbleAndCorrectsOneBit() {
        for nibble in UInt8(0)..<16 {
            let byte = Self.hamming(nibble)
            #expect(TeletextPageScan.hamming(byte) == nibble)
            for bit in 0..<8 {
                #expect(TeletextPageScan.hamming(byte ^ (1 << bit)) == nibble)
                for other in (bit + 1)..<8 {
                    #expect(TeletextPageScan.hamming(byte ^ (1 << bit) ^ (1 << other)) == nil)
                }
            }
        }
    }

    @Test func subtitleHeadersGivePagesInOrderOnce() {
        let data: [UInt8] =
            [0x10] + Self.headerUnit(magazine: 7, page: 0x99, subtitle: true)
            + Self.headerUnit(magazine: 1, page: 0x00, subtitle: false)
            + Self.headerUnit(magazine: 0, page: 0x88, subtitle: true)
            + Self.headerUnit(magazine: 7, page: 0x99, subtitle: true)
        #expect(scan(data) == ["799", "888"])
    }

    @Test func timeFillingHeadersAndOtherDataAreNotPages() {
        // Page FF is the time-filling header; data_identifier 0x99 is not EBU teletext; a
        // stuffing unit (0xFF) is skipped by its length.
        let fill = Self.headerUnit(magazine: 1, page: 0xFF, subtitle: true)
        #expect(scan([0x10] + fill).isEmpty)
        #expect(scan([0x99] + Self.headerUnit(magazine: 1, page: 0x50, subtitle: true)).isEmpty)
        let stuffing: [UInt8] = [0xFF, 0x2C] + [UInt8](repeating: 0xFF, count: 44)
        #expect(
            scan([0x10] + stuffing + Self.headerUnit(magazine: 1, page: 0x50, subtitle: true)) == [
                "150"
            ])
    }

    @Test func descriptorEntriesPairPagesWithTheirLanguages() {
        // FFmpeg's extradata: (type << 3 | magazine, page) per entry; the language tag lists
        // one code an entry.
        let entries = TeletextDescriptorEntry.entries(
            extradata: [0x09, 0x00, 0x11, 0x50, 0x28, 0x88], languages: "ger,ger,eng")
        #expect(entries.map(\.page.description) == ["100", "150", "888"])
        #expect(entries.map(\.language) == ["ger", "ger", "eng"])
        #expect(entries.map(\.isSubtitlePage) == [false, true, true])
        #expect(entries.map(\.isForHearingImpaired) == [false, false, true])
        let unnamed = TeletextDescriptorEntry.entries(extradata: [0x10, 0x99, 0x7], languages: nil)
        #expect(unnamed.count == 1 && unnamed[0].language == nil && unnamed[0].page.magazine == 8)
    }
}
