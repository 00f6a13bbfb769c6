import PlayerCore

/// Where an ASS event's override tags put it: an alignment (`\an`, or SSA's legacy `\a`) and
/// a point (`\pos`, or the start of a `\move`), in script pixels.
///
/// As in libass, the first alignment tag and the first of `\pos` and `\move` in an event count
/// and later ones are ignored. A point with a negative coordinate is ignored too (the event
/// then goes where its alignment and margins put it): a cue box cannot start off the video.
struct ASSPlacement: Hashable {
    /// The alignment on the numeric keypad: 1 bottom left … 5 middle centre … 9 top right.
    var alignment: Int?
    /// The point the alignment anchors the text at.
    var point: ASSPoint?

    /// Nothing stated.
    init(alignment: Int? = nil, point: ASSPoint? = nil) {
        self.alignment = alignment
        self.point = point
    }

    /// Takes in `tag` (an override tag without its backslash) when it is a placement tag;
    /// false when it is some other tag.
    mutating func read(_ tag: Substring) -> Bool {
        // Every placement tag starts with `a`, `p` or `m`: most tags are told apart by a byte.
        guard let first = tag.utf8.first,
            first == UInt8(ascii: "a") || first == UInt8(ascii: "p") || first == UInt8(ascii: "m")
        else { return false }
        if tag.hasPrefix("an"), let value = Int(tag.dropFirst(2).trimmingSpaces()) {
            if alignment == nil, (1...9).contains(value) { alignment = value }
            return true
        }
        if tag.hasPrefix("a"), let value = Int(tag.dropFirst().trimmingSpaces()) {
            if alignment == nil { alignment = Self.keypadAlignment(legacy: value) }
            return true
        }
        for (name, count) in [("pos", 2), ("move", 4)] where tag.hasPrefix(name) {
            let rest = tag.dropFirst(name.count).trimmingSpaces()
            guard rest.first == "(", rest.last == ")" else { continue }
            let numbers = rest.dropFirst().dropLast().split(separator: ",").map {
                Double($0.trimmingSpaces())
            }
            // \move takes four numbers, or six with the times of the motion.
            guard numbers.count == count || (name == "move" && numbers.count == 6),
                let x = numbers[0], let y = numbers[1]
            else { return true }
            if point == nil, x >= 0, y >= 0 { point = ASSPoint(x: x, y: y) }
            return true
        }
        return false
    }

    /// The keypad alignment of SSA's legacy numbering (1–3 bottom left to right, plus 4 for
    /// the top, plus 8 for the middle), as SSA v4 styles and `\a` write it; nil for values
    /// outside it.
    static func keypadAlignment(legacy value: Int) -> Int? {
        let column = value & 3
        guard column != 0, value & ~0b1111 == 0, value & 12 != 12 else { return nil }
        if value & 4 != 0 { return 6 + column }
        if value & 8 != 0 { return 3 + column }
        return column
    }
}

/// A point in an ASS script's coordinates (its PlayResX × PlayResY).
struct ASSPoint: Hashable {
    var x: Double
    var y: Double
}

extension Substring {
    /// The colour argument of a primary-colour tag (`c&HBBGGRR&`, `1c&H…&`), "" for `\c` or
    /// `\1c` alone; nil for any other tag (`\clip`, `\2c`).
    var primaryColorArgument: Substring? {
        guard let first = utf8.first, first == UInt8(ascii: "1") || first == UInt8(ascii: "c")
        else { return nil }
        for prefix in ["1c", "c"] where hasPrefix(prefix) {
            let argument = dropFirst(prefix.count)
            if argument.isEmpty || argument.first == "&" { return argument }
        }
        return nil
    }
}

extension CueColor {
    /// The colour an ASS colour value writes: `&HAABBGGRR` (alpha 0 opaque) as in style lines
    /// and overrides, with or without the trailing `&`, or a decimal number as SSA v4 styles
    /// write it. `alphaSource`'s opacity is kept when the value states no alpha (an override's
    /// six digits). Nil when the value is not a colour.
    init?(assColor value: some StringProtocol, keepingAlphaOf alphaSource: CueColor? = nil) {
        var text = Substring(value).trimmingSpaces()
        let number: UInt32?
        var statesAlpha = true
        if text.hasPrefix("&H") || text.hasPrefix("&h") {
            text = text.dropFirst(2)
            while text.last == "&" { text = text.dropLast() }
            guard !text.isEmpty, text.count <= 8 else { return nil }
            number = UInt32(text, radix: 16)
            statesAlpha = text.count > 6
        } else {
            number = UInt32(text)
        }
        guard let number else { return nil }
        let alpha = statesAlpha ? 255 - UInt8(number >> 24) : (alphaSource?.alpha ?? 255)
        self.init(
            red: UInt8(number & 0xFF), green: UInt8((number >> 8) & 0xFF),
            blue: UInt8((number >> 16) & 0xFF), alpha: alpha)
    }
}
