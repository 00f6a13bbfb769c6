/// A teletext page's number as viewers key it in: the magazine (1–8) and the page within it,
/// "150" or "888" (ETS 300 706 §3.1: magazine 0 is sent for 8; the page is two hex digits,
/// decimal on pages meant to be shown).
public struct TeletextPageNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The magazine, 1–8.
    public let magazine: Int
    /// The page within the magazine, its two digits as hex nibbles (0x50 for page x50).
    public let page: UInt8

    /// Page `page` of magazine `magazine` (1–8, or 0 meaning 8).
    public init(magazine: Int, page: UInt8) {
        self.magazine = magazine == 0 ? 8 : magazine
        self.page = page
    }

    /// The number keyed in ("150"), as FFmpeg's `txt_page` option takes it.
    public var description: String {
        "\(magazine)" + String(page >> 4, radix: 16) + String(page & 0x0F, radix: 16)
    }

    /// Whether both digits are decimal: a page meant to be shown (0xFF is the time-filling
    /// header, other hex pages carry data).
    public var isDisplayable: Bool {
        page >> 4 < 10 && page & 0x0F < 10
    }

    /// Pages in the order of their numbers.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.magazine, lhs.page) < (rhs.magazine, rhs.page)
    }
}
