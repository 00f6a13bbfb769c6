import Foundation
import PlayerCore

extension CueColor {
    /// The colour a CSS-like colour value names, as SubRip `<font color>` and TTML `tts:color`
    /// write them: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r,g,b)`, `rgba(r,g,b,a)` (a from 0 to
    /// 255, as TTML writes it) or one of HTML's sixteen colour keywords, plus `magenta`, `cyan`
    /// and `transparent` (TTML's named colours); any letter case. Nil for anything else.
    init?(cssValue value: some StringProtocol) {
        if let color = Self(asciiHexValue: value.utf8) {
            self = color
            return
        }
        let text = String(value).trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("#") {
            var digits = Substring(text.dropFirst())
            if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
            guard digits.count == 6 || digits.count == 8,
                let number = UInt32(digits, radix: 16)
            else { return nil }
            let rgba = digits.count == 6 ? number << 8 | 0xFF : number
            self.init(
                red: UInt8(rgba >> 24), green: UInt8((rgba >> 16) & 0xFF),
                blue: UInt8((rgba >> 8) & 0xFF), alpha: UInt8(rgba & 0xFF))
            return
        }
        for (function, count) in [("rgb(", 3), ("rgba(", 4)] where text.hasPrefix(function) {
            guard text.hasSuffix(")") else { return nil }
            let components = text.dropFirst(function.count).dropLast().split(separator: ",")
                .compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
            guard components.count == count else { return nil }
            self.init(
                red: components[0], green: components[1], blue: components[2],
                alpha: count == 4 ? components[3] : 255)
            return
        }
        guard let named = namedColors[text] else { return nil }
        self = named
    }
}

extension CueColor {
    /// The colour of `#RGB`, `#RRGGBB` or `#RRGGBBAA` written in ASCII between spaces and tabs
    /// (the common case of ``init(cssValue:)``, read from the bytes); nil for anything else,
    /// which ``init(cssValue:)`` then reads in full.
    private init?(asciiHexValue utf8: some Collection<UInt8>) {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let trimmed = utf8.drop(while: isBlank)
        guard trimmed.first == UInt8(ascii: "#") else { return nil }
        var number: UInt32 = 0
        var count = 0
        var blanksFollow = false
        for byte in trimmed.dropFirst() {
            if isBlank(byte) {
                blanksFollow = true
                continue
            }
            let value: UInt8
            switch byte {
            case 0x30...0x39: value = byte - 0x30
            case 0x41...0x46: value = byte - 0x41 + 10
            case 0x61...0x66: value = byte - 0x61 + 10
            default: return nil
            }
            guard !blanksFollow, count < 8 else { return nil }
            number = number << 4 | UInt32(value)
            count += 1
        }
        switch count {
        case 3:
            let (red, green, blue) = (number >> 8, number >> 4 & 0xF, number & 0xF)
            self.init(
                red: UInt8(red * 17), green: UInt8(green * 17), blue: UInt8(blue * 17))
        case 6:
            self.init(
                red: UInt8(number >> 16), green: UInt8(number >> 8 & 0xFF),
                blue: UInt8(number & 0xFF))
        case 8:
            self.init(
                red: UInt8(number >> 24), green: UInt8(number >> 16 & 0xFF),
                blue: UInt8(number >> 8 & 0xFF), alpha: UInt8(number & 0xFF))
        default: return nil
        }
    }
}

/// HTML 4's sixteen colour keywords and TTML's additions.
private let namedColors: [String: CueColor] = [
    "black": CueColor(red: 0, green: 0, blue: 0),
    "silver": CueColor(red: 0xC0, green: 0xC0, blue: 0xC0),
    "gray": CueColor(red: 0x80, green: 0x80, blue: 0x80),
    "white": CueColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    "maroon": CueColor(red: 0x80, green: 0, blue: 0),
    "red": CueColor(red: 0xFF, green: 0, blue: 0),
    "purple": CueColor(red: 0x80, green: 0, blue: 0x80),
    "fuchsia": CueColor(red: 0xFF, green: 0, blue: 0xFF),
    "magenta": CueColor(red: 0xFF, green: 0, blue: 0xFF),
    "green": CueColor(red: 0, green: 0x80, blue: 0),
    "lime": CueColor(red: 0, green: 0xFF, blue: 0),
    "olive": CueColor(red: 0x80, green: 0x80, blue: 0),
    "yellow": CueColor(red: 0xFF, green: 0xFF, blue: 0),
    "navy": CueColor(red: 0, green: 0, blue: 0x80),
    "blue": CueColor(red: 0, green: 0, blue: 0xFF),
    "teal": CueColor(red: 0, green: 0x80, blue: 0x80),
    "aqua": CueColor(red: 0, green: 0xFF, blue: 0xFF),
    "cyan": CueColor(red: 0, green: 0xFF, blue: 0xFF),
    "transparent": CueColor(red: 0, green: 0, blue: 0, alpha: 0),
]
