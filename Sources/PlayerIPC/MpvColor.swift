import PlayerCore

/// A colour as mpv's colour options take and give it: `#RRGGBB`, `#AARRGGBB`, or one to four
/// fractions 0–1 separated by `/` (grey; grey and alpha; red, green, blue; and alpha), each
/// turned into a byte as mpv does (`0.5` is 127); written back as `#AARRGGBB`.
///
/// ```swift
/// MpvColor("1.0/0.5/0.0")?.text      // "#FFFF7F00"
/// MpvColor("#80FFFF00")?.opacity     // 50
/// ```
struct MpvColor: Hashable {
    /// The colour without its alpha.
    var color: CaptionColor
    /// The alpha byte (255 opaque).
    var alpha: UInt8

    /// `color` at `opacity` percent.
    init(_ color: CaptionColor, opacity: Int) {
        self.color = color
        alpha = UInt8((Double(min(100, max(0, opacity))) * 255 / 100).rounded())
    }

    /// The colour `text` gives in one of mpv's forms; nil when it is none of them.
    init?(_ text: String) {
        if text.first == "#" {
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
                let value = UInt32(digits, radix: 16)
            else { return nil }
            alpha = digits.count == 8 ? UInt8(value >> 24) : 255
            color = CaptionColor(
                red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
                blue: UInt8(value & 0xFF))
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        var bytes: [UInt8] = []
        for part in parts {
            guard let fraction = Double(part), (0...1).contains(fraction) else { return nil }
            bytes.append(UInt8(fraction * 255))
        }
        switch bytes.count {
        case 1, 2:
            color = CaptionColor(red: bytes[0], green: bytes[0], blue: bytes[0])
            alpha = bytes.count == 2 ? bytes[1] : 255
        case 3, 4:
            color = CaptionColor(red: bytes[0], green: bytes[1], blue: bytes[2])
            alpha = bytes.count == 4 ? bytes[3] : 255
        default: return nil
        }
    }

    /// The alpha as a whole percent of opacity.
    var opacity: Int { Int((Double(alpha) * 100 / 255).rounded()) }

    /// `#AARRGGBB`, as mpv writes a colour.
    var text: String {
        "#" + alpha.hexDigits + color.red.hexDigits + color.green.hexDigits
            + color.blue.hexDigits
    }
}
