import PlayerCore

/// One of SubRip's HTML-like tags, and what it does to the text after it.
///
/// Tag names are matched in any letter case: `<i>`, `<b>`, `<u>` and their end tags set or
/// clear a style; `<font color="…">` sets a colour and `</font>` restores the cue's own;
/// `<s>`, `</s>` and a `<font>` naming no colour leave no trace.
enum SubRipTag: Equatable {
    /// `<i>`, `<b>`, `<u>` (on) and their end tags (off).
    case style(TextStyle, isOn: Bool)
    /// `<font color="…">`: the text after it in this colour (its opacity not taken).
    case fontColor(CueColor)
    /// `</font>`: the text after it in the cue's own colour.
    case fontEnd
    /// A tag that changes nothing that is kept: strike-through, or a font face or size.
    case noEffect

    /// The tag whose content (the UTF-8 between `<` and `>`) is `content`, or nil when it is no
    /// tag (`a < b`, `<3`, `<ix>`): then the `<` is text.
    init?(content: UnsafeBufferPointer<UInt8>) {
        let isEnd = content.first == UInt8(ascii: "/")
        var body = UnsafeBufferPointer(rebasing: content[(isEnd ? 1 : 0)...])
        // An end tag's `/` is dropped as a character: a combining mark after it goes with it.
        if isEnd, let first = body.first, first >= 0x80 {
            let afterSlash = String(decoding: content, as: UTF8.self).dropFirst().utf8.count
            body = UnsafeBufferPointer(rebasing: content[(content.count - afterSlash)...])
        }
        // Tag names are ASCII letters: a name running on into any other letter is no tag's
        // name, and neither is what follows, which is then not white space.
        let nameEnd = body.firstIndex { !(0x41...0x5A).contains($0 & 0xDF) } ?? body.endIndex
        let afterName = UnsafeBufferPointer(rebasing: body[nameEnd...])
        guard afterName.isEmpty || (!isEnd && afterName.startsWithWhitespace) else {
            return nil
        }
        // The name's letters folded to lowercase (| 0x20), matched on the bytes.
        let name = body[..<nameEnd]
        let isNamed = { (spelling: StaticString) in
            spelling.withUTF8Buffer { spelling in
                spelling.count == name.count && zip(spelling, name).allSatisfy { $0 == $1 | 0x20 }
            }
        }
        if isNamed("i") {
            self = .style(.italic, isOn: !isEnd)
        } else if isNamed("b") {
            self = .style(.bold, isOn: !isEnd)
        } else if isNamed("u") {
            self = .style(.underline, isOn: !isEnd)
        } else if isNamed("s") {
            self = .noEffect
        } else if isNamed("font") {
            if isEnd {
                self = .fontEnd
            } else if let color = colorOfFont(attributes: afterName) {
                self = .fontColor(color)
            } else {
                self = .noEffect
            }
        } else {
            return nil
        }
    }

    /// The ASS override block doing what this tag does ("" for a tag without effect).
    var assOverride: String {
        switch self {
        case .style(let style, let isOn):
            let letter = style == .italic ? "i" : style == .bold ? "b" : "u"
            return "{\\" + letter + (isOn ? "1}" : "0}")
        case .fontColor(let color):
            return "{\\c&H" + [color.blue, color.green, color.red].map(\.hexDigits).joined() + "&}"
        case .fontEnd:
            return "{\\c}"
        case .noEffect:
            return ""
        }
    }
}

/// The colour a `<font>` tag's `color` attribute names, if it has one that is a colour; the
/// word is found in the bytes, and only what follows it is read as characters.
private func colorOfFont(attributes: UnsafeBufferPointer<UInt8>) -> CueColor? {
    guard let afterName = endOfASCIIWord("color", in: attributes) else { return nil }
    let rest = String(
        decoding: UnsafeBufferPointer(rebasing: attributes[afterName...]), as: UTF8.self)
    var value = rest.drop { $0 == " " }
    guard value.first == "=" else { return nil }
    value = value.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
    return CueColor(cssValue: value.prefix { $0.isLetter || $0.isNumber || $0 == "#" })
}

/// Where the first occurrence of `word` (lowercase ASCII letters) in `text`, in any letter
/// case, ends.
private func endOfASCIIWord(_ word: StaticString, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    word.withUTF8Buffer { word in
        var start = 0
        while let first = text[start...].firstIndex(where: { $0 | 0x20 == word[0] }) {
            var index = first
            var matched = 0
            // A byte that folds (| 0x20) to a lowercase letter is that letter in either case.
            while matched < word.count, index < text.count, text[index] | 0x20 == word[matched] {
                matched += 1
                index += 1
            }
            if matched == word.count { return index }
            start = first + 1
        }
        return nil
    }
}
