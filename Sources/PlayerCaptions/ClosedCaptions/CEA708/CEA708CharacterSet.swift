/// The printable code sets of CTA-708-E §7.1: G0 and G1 in the base code space, G2 and G3
/// behind EXT1.
enum CEA708CharacterSet {
    /// What a G0 code (0x20–0x7F, §7.1.6) shows: ASCII, except 0x7F, the music note.
    static func g0(_ code: UInt8) -> String {
        code == 0x7F ? "\u{266A}" : String(UnicodeScalar(code))
    }

    /// What a G1 code (0xA0–0xFF, §7.1.7) shows: ISO 8859-1 (Latin-1), whose codes are the
    /// Unicode scalars of the same value.
    static func g1(_ code: UInt8) -> String {
        String(UnicodeScalar(code))
    }

    /// What a G2 code (EXT1 then 0x20–0x7F, §7.1.8) shows. The transparent space is a space
    /// (the window's fill shows through it, which text cannot say), the non-breaking transparent
    /// space a no-break space; codes the table leaves empty show an underscore, as CTA-708-E
    /// asks for characters a decoder cannot display.
    static func g2(_ code: UInt8) -> String {
        g2Table[code] ?? "_"
    }

    /// What a G3 code (EXT1 then 0xA0–0xFF, §7.1.9) shows: 0xA0 is the closed-caption [CC]
    /// icon, which Unicode has no character for, so it reads "[CC]"; the other codes are
    /// unassigned and show an underscore.
    static func g3(_ code: UInt8) -> String {
        code == 0xA0 ? "[CC]" : "_"
    }

    private static let g2Table: [UInt8: String] = [
        0x20: " ",  // TSP, transparent space
        0x21: "\u{00A0}",  // NBTSP, non-breaking transparent space
        0x25: "\u{2026}",  // horizontal ellipsis
        0x2A: "\u{0160}",  // Š
        0x2C: "\u{0152}",  // Œ
        0x30: "\u{2588}",  // full block
        0x31: "\u{2018}",  // ‘
        0x32: "\u{2019}",  // ’
        0x33: "\u{201C}",  // “
        0x34: "\u{201D}",  // ”
        0x35: "\u{2022}",  // bullet
        0x39: "\u{2122}",  // ™
        0x3A: "\u{0161}",  // š
        0x3C: "\u{0153}",  // œ
        0x3D: "\u{2120}",  // ℠
        0x3F: "\u{0178}",  // Ÿ
        0x76: "\u{215B}",  // ⅛
        0x77: "\u{215C}",  // ⅜
        0x78: "\u{215D}",  // ⅝
        0x79: "\u{215E}",  // ⅞
        0x7A: "\u{2502}",  // vertical border
        0x7B: "\u{2510}",  // upper-right border
        0x7C: "\u{2514}",  // lower-left border
        0x7D: "\u{2500}",  // horizontal border
        0x7E: "\u{2518}",  // lower-right border
        0x7F: "\u{250C}",  // upper-left border
    ]
}
