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
        var text = text
        text.withUTF8 { _ = read(utf8: $0, subRipTags: false) }
    }

    /// Reads `text` (UTF-8), adding its visible characters to ``output``; with `subRipTags`,
    /// SubRip's tags too (``SubRipTag``), each applied where it stands as its ASS override
    /// (``SubRipTag/assOverride``) would be.
    ///
    /// The text is scanned as UTF-8: override blocks, escapes, tags and no-break spaces are
    /// ASCII or two known bytes, and everything between them is copied to the output in one
    /// piece. Returns false, the reader then spent, for SubRip text in which a tag would join
    /// what is around it into ASS syntax (a tag before an override block's `}`, or after a
    /// `\`): only reading its overrides as text tells what it says.
    mutating func read(utf8 text: UnsafeBufferPointer<UInt8>, subRipTags: Bool) -> Bool {
        output.reserveCapacity(text.count)
        var plainStart = 0
        var index = 0
        while index < text.count {
            let next = index + 1
            switch text[index] {
            case UInt8(ascii: "{"):
                var close = next
                while close < text.count, text[close] != UInt8(ascii: "}") {
                    if subRipTags, text[close] == UInt8(ascii: "<") { return false }
                    close += 1
                }
                guard close < text.count else { break }
                emit(text, plainStart..<index)
                let block = UnsafeBufferPointer(rebasing: text[next..<close])
                applyOverrideBlock(String(decoding: block, as: UTF8.self)[...])
                index = close + 1
                plainStart = index
                continue
            case UInt8(ascii: "\\") where next < text.count:
                if subRipTags, text[next] == UInt8(ascii: "<") { return false }
                guard let escaped = escape(text[next]) else { break }
                emit(text, plainStart..<index)
                emit(escaped)
                index = next + 1
                plainStart = index
                continue
            // U+00A0, a no-break space, is drawn as a space.
            case 0xC2 where next < text.count && text[next] == 0xA0:
                emit(text, plainStart..<index)
                emit(" ")
                index = next + 1
                plainStart = index
                continue
            case UInt8(ascii: "<") where subRipTags:
                guard let close = text[next...].firstIndex(of: UInt8(ascii: ">")),
                    let tag = SubRipTag(content: UnsafeBufferPointer(rebasing: text[next..<close]))
                else { break }
                emit(text, plainStart..<index)
                apply(tag)
                index = close + 1
                plainStart = index
                continue
            default: break
            }
            index = next
        }
        emit(text, plainStart..<text.count)
        return true
    }

    /// Does what `tag` does, as its ASS override does.
    private mutating func apply(_ tag: SubRipTag) {
        switch tag {
        case .style(let flag, let isOn):
            if isOn { style.insert(flag) } else { style.remove(flag) }
        case .fontColor(let rgb):
            color = CueColor(
                red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: color?.alpha ?? 255)
        case .fontEnd:
            color = baseColor
        case .noEffect:
            break
        }
    }

    /// What `\` followed by `letter` stands for, or nil when it is not an escape.
    private func escape(_ letter: UInt8) -> Unicode.Scalar? {
        switch letter {
        case UInt8(ascii: "N"), UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "h"): " "
        default: nil
        }
    }

    private mutating func emit(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !isDrawing, !range.isEmpty else { return }
        output.append(utf8: UnsafeBufferPointer(rebasing: text[range]), style: style, color: color)
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
