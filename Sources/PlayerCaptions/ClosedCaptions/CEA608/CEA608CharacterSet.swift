/// The characters of CEA-608 (CTA-608-E §4.1 and Annex A): the basic set, with its nine
/// places where 608 differs from ASCII, the special characters (11 30–11 3F) and the two
/// extended sets (12 20–12 3F, 13 20–13 3F).
enum CEA608CharacterSet {
    /// The character of a basic byte 0x20–0x7F.
    static func basic(_ byte: UInt8) -> Character {
        switch byte {
        case 0x2A: "á"
        case 0x5C: "é"
        case 0x5E: "í"
        case 0x5F: "ó"
        case 0x60: "ú"
        case 0x7B: "ç"
        case 0x7C: "÷"
        case 0x7D: "Ñ"
        case 0x7E: "ñ"
        case 0x7F: "█"
        default: Character(Unicode.Scalar(byte))
        }
    }

    /// The special character of the second byte 0x30–0x3F after 11; the transparent space
    /// (11 39) is a no-break space.
    static func special(_ byte: UInt8) -> Character {
        specialCharacters[Int(byte & 0x0F)]
    }

    /// The extended character of the second byte 0x20–0x3F after 12 (`set` 0, Spanish, misc.
    /// and French) or 13 (`set` 1, Portuguese, German and Danish).
    static func extended(set: Int, _ byte: UInt8) -> Character {
        (set == 0 ? extendedSpanishFrench : extendedPortugueseGerman)[Int(byte & 0x1F)]
    }

    private static let specialCharacters: [Character] = [
        "®", "°", "½", "¿", "™", "¢", "£", "♪", "à", "\u{A0}", "è", "â", "ê", "î", "ô", "û",
    ]

    private static let extendedSpanishFrench: [Character] = [
        "Á", "É", "Ó", "Ú", "Ü", "ü", "‘", "¡", "*", "'", "—", "©", "℠", "•", "“", "”",
        "À", "Â", "Ç", "È", "Ê", "Ë", "ë", "Î", "Ï", "ï", "Ô", "Ù", "ù", "Û", "«", "»",
    ]

    private static let extendedPortugueseGerman: [Character] = [
        "Ã", "ã", "Í", "Ì", "ì", "Ò", "ò", "Õ", "õ", "{", "}", "\\", "^", "_", "|", "~",
        "Ä", "ä", "Ö", "ö", "ß", "¥", "¤", "│", "Å", "å", "Ø", "ø", "┌", "┐", "└", "┘",
    ]
}
