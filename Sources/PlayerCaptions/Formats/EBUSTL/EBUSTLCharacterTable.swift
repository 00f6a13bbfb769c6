import Foundation

extension EBUSTLGeneralInformation.CharacterTable {
    /// The text of character bytes (0x20–0x7F, 0xA0–0xFF) in this table. In ISO 6937 a
    /// diacritical mark (0xC1–0xCF) comes before the letter it goes on and is joined to it
    /// (`0xC2 0x65` is "é"); a byte the table leaves unassigned is U+FFFD.
    func text(of bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingMark: Unicode.Scalar?
        for byte in bytes {
            if self == .latin, let mark = iso6937Diacritics[byte] {
                pendingMark = mark
                continue
            }
            let scalar = character(byte) ?? "\u{FFFD}"
            scalars.append(scalar)
            if let mark = pendingMark {
                scalars.append(mark)
                pendingMark = nil
            }
        }
        if let mark = pendingMark {
            // A mark with no letter after it stands alone, as the spacing form would.
            scalars.append(" ")
            scalars.append(mark)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// The character one byte stands for, or nil when the table assigns none.
    private func character(_ byte: UInt8) -> Unicode.Scalar? {
        if byte < 0x80 {
            // The G0 set: ASCII in every table (ISO 6937 included, as EBU Tech 3264 prints it).
            return Unicode.Scalar(byte)
        }
        if byte == 0xA0 {
            return "\u{A0}"
        }
        switch self {
        case .latin:
            return iso6937Upper[Int(byte) - 0xA0]
        case .cyrillic:
            switch byte {
            case 0xAD: return "\u{AD}"
            case 0xF0: return "\u{2116}"
            case 0xFD: return "\u{A7}"
            default: return Unicode.Scalar(UInt32(byte) - 0xA0 + 0x400)
            }
        case .arabic:
            switch byte {
            case 0xA4: return "\u{A4}"
            case 0xAC: return "\u{60C}"
            case 0xAD: return "\u{AD}"
            case 0xBB: return "\u{61B}"
            case 0xBF: return "\u{61F}"
            case 0xC1...0xDA, 0xE0...0xF2: return Unicode.Scalar(UInt32(byte) - 0xA0 + 0x600)
            default: return nil
            }
        case .greek:
            return iso8859_7Upper[Int(byte) - 0xA0]
        case .hebrew:
            switch byte {
            case 0xAA: return "\u{D7}"
            case 0xBA: return "\u{F7}"
            case 0xA2...0xBE: return Unicode.Scalar(byte)
            case 0xDF: return "\u{2017}"
            case 0xE0...0xFA: return Unicode.Scalar(UInt32(byte) - 0xE0 + 0x5D0)
            case 0xFD: return "\u{200E}"
            case 0xFE: return "\u{200F}"
            default: return nil
            }
        }
    }
}

/// ISO 6937's non-spacing diacritical marks (0xC1–0xCF), as combining characters.
private let iso6937Diacritics: [UInt8: Unicode.Scalar] = [
    0xC1: "\u{300}", 0xC2: "\u{301}", 0xC3: "\u{302}", 0xC4: "\u{303}", 0xC5: "\u{304}",
    0xC6: "\u{306}", 0xC7: "\u{307}", 0xC8: "\u{308}", 0xC9: "\u{308}", 0xCA: "\u{30A}",
    0xCB: "\u{327}", 0xCD: "\u{30B}", 0xCE: "\u{328}", 0xCF: "\u{30C}",
]

/// ISO 6937's characters 0xA0–0xFF (the diacritics' places and the unassigned ones nil).
private let iso6937Upper: [Unicode.Scalar?] = scalars(
    """
    00A0 00A1 00A2 00A3 0024 00A5 0023 00A7 00A4 2018 201C 00AB 2190 2191 2192 2193
    00B0 00B1 00B2 00B3 00D7 00B5 00B6 00B7 00F7 2019 201D 00BB 00BC 00BD 00BE 00BF
    - - - - - - - - - - - - - - - -
    2015 00B9 00AE 00A9 2122 266A 00AC 00A6 - - - - 215B 215C 215D 215E
    2126 00C6 0110 00AA 0126 - 0132 013F 0141 00D8 0152 00BA 00DE 0166 014A 0149
    0138 00E6 0111 00F0 0127 0131 0133 0140 0142 00F8 0153 00DF 00FE 0167 014B 00AD
    """)

/// ISO 8859-7's characters 0xA0–0xFF (Greek), the unassigned ones nil.
private let iso8859_7Upper: [Unicode.Scalar?] = scalars(
    """
    00A0 2018 2019 00A3 20AC 20AF 00A6 00A7 00A8 00A9 037A 00AB 00AC 00AD - 2015
    00B0 00B1 00B2 00B3 0384 0385 0386 00B7 0388 0389 038A 00BB 038C 00BD 038E 038F
    0390 0391 0392 0393 0394 0395 0396 0397 0398 0399 039A 039B 039C 039D 039E 039F
    03A0 03A1 - 03A3 03A4 03A5 03A6 03A7 03A8 03A9 03AA 03AB 03AC 03AD 03AE 03AF
    03B0 03B1 03B2 03B3 03B4 03B5 03B6 03B7 03B8 03B9 03BA 03BB 03BC 03BD 03BE 03BF
    03C0 03C1 03C2 03C3 03C4 03C5 03C6 03C7 03C8 03C9 03CA 03CB 03CC 03CD 03CE -
    """)

/// The scalars a table of hexadecimal code points names, `-` for none.
private func scalars(_ table: String) -> [Unicode.Scalar?] {
    table.split(whereSeparator: \.isWhitespace).map {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
    }
}
