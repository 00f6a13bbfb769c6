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
    mutating func read(_ text: Substring) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "{", let close = scalars[next...].firstIndex(of: "}") {
                applyOverrideBlock(Substring(scalars[next..<close]))
                index = scalars.index(after: close)
                continue
            }
            if scalar == "\\", next < scalars.endIndex, let escaped = escape(scalars[next]) {
                emit(escaped)
                index = scalars.index(after: next)
                continue
            }
            emit(scalar == "\u{A0}" ? " " : scalar)
            index = next
        }
    }

    /// What `\` followed by `letter` stands for, or nil when it is not an escape.
    private func escape(_ letter: Unicode.Scalar) -> Unicode.Scalar? {
        switch letter {
        case "N", "n": "\n"
        case "h": " "
        default: nil
        }
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        guard !isDrawing else { return }
        output.append(scalar, style: style, color: color)
    }

    private mutating func applyOverrideBlock(_ block: Substring) {
        for tag in Self.overrideTags(in: block) {
            apply(tag)
        }
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

    /// The tags of an override block's content, each without its backslash and trimmed of
    /// spaces; text before the first tag is a comment and is skipped. A backslash inside
    /// parentheses belongs to the tag that opened them (`\t(0,500,\b1)`).
    private static func overrideTags(in block: Substring) -> [Substring] {
        var tags: [Substring] = []
        var tagStart: Substring.Index?
        var depth = 0
        var index = block.startIndex
        while index < block.endIndex {
            switch block[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "\\" where depth == 0:
                if let start = tagStart { tags.append(block[start..<index]) }
                tagStart = block.index(after: index)
            default: break
            }
            index = block.index(after: index)
        }
        if let start = tagStart { tags.append(block[start...]) }
        return tags.map(trimmingSpaces)
    }
}

private func trimmingSpaces(_ text: Substring) -> Substring {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
        let last = text.lastIndex(where: { !isSpace($0) })
    else { return text[text.endIndex...] }
    return text[first...last]
}
