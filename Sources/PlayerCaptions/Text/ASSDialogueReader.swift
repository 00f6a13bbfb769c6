import PlayerCore

/// Walks ASS dialogue text, keeping the visible characters with the style and colour in force
/// at each, and what its override tags say about where the event goes.
struct ASSDialogueReader {
    /// The visible text read so far, each scalar with its style.
    private(set) var output = StyledScalars()
    /// The placement the override tags state (`\an`, `\a`, `\pos`, `\move`).
    private(set) var placement = ASSPlacement()
    /// The style of the event's ASS style line, in force until an override changes it and
    /// restored by `\r` and by a style tag without a value.
    private let baseStyle: TextStyle
    private var style: TextStyle
    /// The style line's primary colour, restored by `\r` and by `\c` without a value.
    private let baseColor: CueColor?
    private var color: CueColor?
    private var isDrawing = false

    /// A reader whose text starts in `baseStyle` and `baseColor`.
    init(baseStyle: TextStyle = [], baseColor: CueColor? = nil) {
        self.baseStyle = baseStyle
        self.style = baseStyle
        self.baseColor = baseColor
        self.color = baseColor
    }

    /// Reads `text`, adding its visible characters to ``output``.
    ///
    /// The text is scanned as UTF-8: override blocks, escapes and no-break spaces are ASCII or
    /// two known bytes, and everything between them is copied to the output in one piece.
    mutating func read(_ text: Substring) {
        let utf8 = text.utf8
        output.reserveCapacity(utf8.count)
        var plainStart = utf8.startIndex
        var index = plainStart
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: "{"),
                let close = utf8[next...].firstIndex(of: UInt8(ascii: "}"))
            {
                emit(utf8[plainStart..<index])
                applyOverrideBlock(text[next..<close])
                index = utf8.index(after: close)
                plainStart = index
                continue
            }
            if byte == UInt8(ascii: "\\"), next < utf8.endIndex, let escaped = escape(utf8[next]) {
                emit(utf8[plainStart..<index])
                emit(escaped)
                index = utf8.index(after: next)
                plainStart = index
                continue
            }
            // U+00A0, a no-break space, is drawn as a space.
            if byte == 0xC2, next < utf8.endIndex, utf8[next] == 0xA0 {
                emit(utf8[plainStart..<index])
                emit(" ")
                index = utf8.index(after: next)
                plainStart = index
                continue
            }
            index = next
        }
        emit(utf8[plainStart..<utf8.endIndex])
    }

    /// What `\` followed by `letter` stands for, or nil when it is not an escape.
    private func escape(_ letter: UInt8) -> Unicode.Scalar? {
        switch letter {
        case UInt8(ascii: "N"), UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "h"): " "
        default: nil
        }
    }

    private mutating func emit(_ text: Substring.UTF8View.SubSequence) {
        guard !isDrawing else { return }
        output.append(utf8: text, style: style, color: color)
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        guard !isDrawing else { return }
        output.append(scalar, style: style, color: color)
    }

    /// Applies the tags of an override block's content, each without its backslash and
    /// trimmed of spaces; text before the first tag is a comment and is skipped. A backslash
    /// inside parentheses belongs to the tag that opened them (`\t(0,500,\b1)`).
    private mutating func applyOverrideBlock(_ block: Substring) {
        var tagStart: Substring.Index?
        var depth = 0
        let utf8 = block.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: "\\") where depth == 0:
                if let start = tagStart { apply(block[start..<index].trimmingSpaces()) }
                tagStart = utf8.index(after: index)
            default: break
            }
            index = utf8.index(after: index)
        }
        if let start = tagStart { apply(block[start...].trimmingSpaces()) }
    }

    /// Applies one override tag, given without its backslash (`i1`, `b700`, `pos(1,2)`, `r`).
    private mutating func apply(_ tag: Substring) {
        if placement.read(tag) { return }
        if let colorTag = tag.primaryColorArgument {
            color =
                colorTag.isEmpty ? baseColor : CueColor(assColor: colorTag, keepingAlphaOf: color)
            return
        }
        guard let name = tag.first else { return }
        let argument = tag.dropFirst()
        switch name {
        case "i": setFlag(.italic, argument: argument, isOn: { $0 != 0 })
        case "b": setFlag(.bold, argument: argument, isOn: { $0 == 1 || $0 >= 600 })
        case "u": setFlag(.underline, argument: argument, isOn: { $0 != 0 })
        case "p":
            if let scale = Int(argument) { isDrawing = scale > 0 }
        case "r":
            style = baseStyle
            color = baseColor
        default: break
        }
    }

    /// Sets or clears `flag` when `argument` is a number (an empty one restores the base
    /// style's setting); other arguments mean a different tag sharing the letter (`\iclip`,
    /// `\bord`).
    private mutating func setFlag(
        _ flag: TextStyle, argument: Substring, isOn: (Int) -> Bool
    ) {
        if argument.isEmpty {
            if baseStyle.contains(flag) { style.insert(flag) } else { style.remove(flag) }
        } else if let value = Int(argument), value >= 0 {
            if isOn(value) { style.insert(flag) } else { style.remove(flag) }
        }
    }
}
