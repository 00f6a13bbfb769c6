/// How many terminal columns text takes, and text cut to fit a line: a wide character (CJK,
/// most emoji) takes two, a combining mark or a zero-width character none.
///
/// ```swift
/// TerminalColumns.width(of: "日本")                   // 4
/// TerminalColumns.fitting("Hello, world", in: 8)     // "Hello, …"
/// ```
enum TerminalColumns {
    /// The columns `text` takes (control characters are expected escaped already).
    static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one grapheme cluster takes: its first scalar decides (a base with its
    /// combining marks is one character on screen).
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isEmojiPresentation || isEastAsianWide(scalar.value) { return 2 }
        return 1
    }

    /// `text` whole when it fits in `columns`, else as much of it as fits with "…" after.
    static func fitting(_ text: String, in columns: Int) -> String {
        guard width(of: text) > columns else { return text }
        guard columns > 0 else { return "" }
        var cut = ""
        var used = 0
        for character in text {
            let next = width(of: character)
            if used + next > columns - 1 { break }
            cut.append(character)
            used += next
        }
        return cut + "…"
    }

    /// Whether `value` is in a block Unicode's East Asian Width gives as Wide or Fullwidth
    /// (UAX #11): Hangul Jamo, CJK and its punctuation, kana, Hangul syllables, the CJK
    /// compatibility ideographs, the fullwidth forms and the supplementary ideographic planes.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
