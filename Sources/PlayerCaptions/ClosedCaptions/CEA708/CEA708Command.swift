import PlayerCore

/// One command or character of a caption service's byte stream (CTA-708-E §7), with its
/// parameters read.
enum CEA708Command: Equatable {
    /// A printable character of G0, G1, G2 or G3.
    case character(String)
    /// P16 and the two bytes of a 16-bit character code (§7.1.4), read by the service's
    /// ``CEA708TextEncoding``.
    case wideCharacter(UInt8, UInt8)
    /// ETX: the end of a run of text (§7.1.4); nothing to do here.
    case endOfText
    /// BS: the pen moves back one column and erases it (§7.1.4).
    case backspace
    /// FF: the current window is erased and the pen goes to its top left (§7.1.4).
    case formFeed
    /// CR: the pen goes to the start of the next row, scrolling on the last (§7.1.4).
    case carriageReturn
    /// HCR: the pen's row is erased and the pen goes to its start (§7.1.4).
    case horizontalCarriageReturn
    /// CW0–CW7: the window later commands address (§8.10.5).
    case setCurrentWindow(Int)
    /// CLW: erase the windows of the mask, bit n for window n (§8.10.5).
    case clearWindows(UInt8)
    /// DSW: show the windows of the mask (§8.10.5).
    case displayWindows(UInt8)
    /// HDW: hide the windows of the mask (§8.10.5).
    case hideWindows(UInt8)
    /// TGW: show those of the mask that are hidden, hide those shown (§8.10.5).
    case toggleWindows(UInt8)
    /// DLW: delete the windows of the mask (§8.10.5).
    case deleteWindows(UInt8)
    /// DLY: hold the service's next commands for this many tenths of a second (§8.10.5).
    case delay(tenthsOfSecond: Int)
    /// DLC: end a running delay now (§8.10.5).
    case delayCancel
    /// RST: the service starts over, every window deleted (§8.10.5).
    case reset
    /// SPA: the pen's attributes for the text that follows (§8.10.5).
    case setPenAttributes(CEA708PenAttributes)
    /// SPL: where in the current window the pen writes next (§8.10.5).
    case setPenLocation(row: Int, column: Int)
    /// SWA: the current window's fill, border, justification and directions (§8.10.5).
    case setWindowAttributes(CEA708WindowAttributes)
    /// DF0–DF7: define (or redefine) a window and make it current (§8.10.5).
    case defineWindow(Int, CEA708WindowDefinition)
    /// A code that changes nothing a cue carries: NUL, SPC (colours), the unused C0, C1, C2
    /// and C3 codes, read only for their length so the stream stays in step.
    case ignored
}

/// SetPenAttributes' fields (CTA-708-E §8.10.5): two bytes.
struct CEA708PenAttributes: Equatable {
    /// `pen_size`: small, standard, large.
    var size: Int
    /// `offset`: subscript, normal, superscript.
    var offset: Int
    /// `text_tag`: dialog, source or speaker ID, sound effect, music …
    var textTag: Int
    /// `font_style` (0–7).
    var fontStyle: Int
    /// `edge_type` (0–5).
    var edgeType: Int
    /// `italics`.
    var isItalic: Bool
    /// `underline`.
    var isUnderlined: Bool

    /// The pen of a newly defined window: standard size, normal offset, upright, not
    /// underlined (every predefined pen style has them so).
    static let standard = CEA708PenAttributes(
        size: 1, offset: 1, textTag: 0, fontStyle: 0, edgeType: 0, isItalic: false,
        isUnderlined: false)

    /// The attributes coded in SPA's parameter bytes.
    init(_ first: UInt8, _ second: UInt8) {
        self.init(
            size: Int(first & 0x03), offset: Int(first >> 2 & 0x03), textTag: Int(first >> 4),
            fontStyle: Int(second & 0x07), edgeType: Int(second >> 3 & 0x07),
            isItalic: second & 0x80 != 0, isUnderlined: second & 0x40 != 0)
    }

    private init(
        size: Int, offset: Int, textTag: Int, fontStyle: Int, edgeType: Int, isItalic: Bool,
        isUnderlined: Bool
    ) {
        self.size = size
        self.offset = offset
        self.textTag = textTag
        self.fontStyle = fontStyle
        self.edgeType = edgeType
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
    }

    /// The styles a cue's runs carry.
    var textStyle: TextStyle {
        var style: TextStyle = []
        if isItalic {
            style.insert(.italic)
        }
        if isUnderlined {
            style.insert(.underline)
        }
        return style
    }
}

/// SetWindowAttributes' fields that shape the text (CTA-708-E §8.10.5): four bytes, of
/// which the fill and border colours and the effect speed are not kept.
struct CEA708WindowAttributes: Equatable {
    /// `justify`: left, right, center, full.
    var justification: Int
    /// `print_direction`: left to right, right to left, top to bottom, bottom to top.
    var printDirection: Int
    /// `scroll_direction`, in the same terms.
    var scrollDirection: Int
    /// `word_wrap`.
    var wordWrap: Bool
    /// `display_effect`: snap, fade, wipe.
    var displayEffect: Int

    /// The attributes coded in SWA's third and fourth parameter bytes.
    init(third: UInt8, fourth: UInt8) {
        justification = Int(third & 0x03)
        scrollDirection = Int(third >> 2 & 0x03)
        printDirection = Int(third >> 4 & 0x03)
        wordWrap = third & 0x40 != 0
        displayEffect = Int(fourth & 0x03)
    }
}

/// DefineWindow's fields (CTA-708-E §8.10.5): six bytes.
struct CEA708WindowDefinition: Equatable {
    /// `visible`: whether the window shows as soon as it is defined.
    var isVisible: Bool
    /// `row_lock`: whether the window keeps its rows whatever font size the viewer picks
    /// (§8.4.7).
    var rowLock: Bool
    /// `column_lock`: the same for its columns (§8.4.7).
    var columnLock: Bool
    /// `priority` (0 highest, 7 lowest; §8.4.2), for windows that overlap.
    var priority: Int
    /// `relative_positioning`: anchors in percent of the screen rather than in cells (§8.4.5).
    var relativePositioning: Bool
    /// `anchor_vertical`: how far down the screen the anchor point sits (§8.4.5).
    var anchorVertical: Int
    /// `anchor_horizontal`: how far across (§8.4.5).
    var anchorHorizontal: Int
    /// `anchor_point`: which of the window's nine points is anchored, 0 top left to 8 bottom
    /// right (§8.4.4).
    var anchorPoint: Int
    /// The number of rows, `row_count` + 1 (§8.4.6).
    var rowCount: Int
    /// The number of columns, `column_count` + 1 (§8.4.6).
    var columnCount: Int
    /// `window_style`: a predefined window style (1–7), 0 keeping the current one.
    var windowStyle: Int
    /// `pen_style`: a predefined pen style (1–7), 0 keeping the current one.
    var penStyle: Int

    /// The definition coded in DefineWindow's six parameter bytes.
    init(_ bytes: ArraySlice<UInt8>) {
        let byte = { bytes[bytes.startIndex + $0] }
        isVisible = byte(0) & 0x20 != 0
        rowLock = byte(0) & 0x10 != 0
        columnLock = byte(0) & 0x08 != 0
        priority = Int(byte(0) & 0x07)
        relativePositioning = byte(1) & 0x80 != 0
        anchorVertical = Int(byte(1) & 0x7F)
        anchorHorizontal = Int(byte(2))
        anchorPoint = Int(byte(3) >> 4)
        rowCount = Int(byte(3) & 0x0F) + 1
        columnCount = Int(byte(4) & 0x3F) + 1
        windowStyle = Int(byte(5) >> 3 & 0x07)
        penStyle = Int(byte(5) & 0x07)
    }

    /// Where the anchor sits as fractions of the screen's height and width, for putting windows
    /// in reading order: relative anchors are percent (0–99), absolute ones cells of a 75-row,
    /// 210-column grid (the 16:9 one of §8.2; a 4:3 screen has 160 columns).
    var anchorFraction: (vertical: Double, horizontal: Double) {
        relativePositioning
            ? (Double(anchorVertical) / 100, Double(anchorHorizontal) / 100)
            : (Double(anchorVertical) / 75, Double(anchorHorizontal) / 210)
    }
}
