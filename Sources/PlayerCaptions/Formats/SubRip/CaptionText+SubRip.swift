import PlayerCore

extension CaptionText {
    /// Reads the text of a SubRip cue: HTML-like tags, ASS override blocks and line breaks.
    ///
    /// - `<i>`, `<b>` and `<u>` (any letter case) style the text up to their end tags, or to the
    ///   end of the cue when unclosed; `<font color="…">` colours it up to `</font>` (`#RRGGBB`,
    ///   `#RGB` or one of HTML's sixteen colour names); other `<font …>`, `<s>` and their end
    ///   tags leave no trace. Any other `<` is text (`a < b`, `<3`).
    /// - ASS override blocks (`{\i1}`, `{\an8}`, `{\c&HFF&}`) set italic, bold and underline and
    ///   otherwise vanish, as do other brace blocks; `\N` breaks the line, as in ASS.
    /// - Spaces at both ends of each line and blank lines at both ends of the text are removed.
    ///
    /// ```swift
    /// CaptionText(subRipText: "<font color=\"#ff0\"><i>Hi</i></font>\n{\\an8}there").runs
    /// // [StyledRun("Hi", style: .italic), StyledRun("\nthere")]
    /// ```
    public init(subRipText text: some StringProtocol) {
        self = Self.readingSubRip(text).caption
    }

    /// The caption of a SubRip cue's text and the cue box its `{\an}` or `{\pos}` tag states.
    static func readingSubRip(_ text: some StringProtocol) -> (
        caption: CaptionText, layout: CueLayout
    ) {
        var reader = ASSDialogueReader()
        reader.read(assDialogue(fromSubRip: Substring(text)))
        return (
            CaptionText(runs: reader.output.trimmedRuns()),
            CueLayout(
                overrideTagsOf: reader.placement,
                resolution: ASSPlayResolution(statedWidth: nil, statedHeight: nil))
        )
    }
}

/// SubRip text rewritten as ASS dialogue: its style tags as override blocks, font and strike
/// tags removed, everything else as it was (the text itself when it has no `<`).
private func assDialogue(fromSubRip text: Substring) -> Substring {
    let openBracket = UInt8(ascii: "<")
    guard var open = text.utf8.firstIndex(of: openBracket) else { return text }
    var dialogue = ""
    dialogue.reserveCapacity(text.utf8.count + 16)
    var rest = text
    while true {
        dialogue += rest[..<open]
        let afterOpen = rest[rest.utf8.index(after: open)...]
        if let close = afterOpen.utf8.firstIndex(of: UInt8(ascii: ">")),
            let replacement = assOverride(forSubRipTag: afterOpen[..<close])
        {
            dialogue += replacement
            rest = afterOpen[afterOpen.utf8.index(after: close)...]
        } else {
            dialogue += "<"
            rest = afterOpen
        }
        guard let next = rest.utf8.firstIndex(of: openBracket) else { break }
        open = next
    }
    dialogue += rest
    return Substring(dialogue)
}

/// The ASS override standing for the SubRip tag `content` (what is between `<` and `>`), ""
/// for a tag that only changes colour, face or strike-through, or nil when it is no tag.
private func assOverride(forSubRipTag content: Substring) -> String? {
    let isEnd = content.utf8.first == UInt8(ascii: "/")
    let body = isEnd ? content.dropFirst() : content
    // Tag names are ASCII letters: a name running on into any other letter is no tag's name,
    // and neither is what follows, which is then not white space.
    let nameEnd =
        body.utf8.firstIndex { !(0x41...0x5A).contains($0 & 0xDF) } ?? body.endIndex
    let afterName = body[nameEnd...]
    guard afterName.isEmpty || (!isEnd && afterName.first?.isWhitespace == true) else {
        return nil
    }
    // The name's letters folded to lowercase (| 0x20), matched on the bytes: the override
    // is a literal, no string is made for a tag.
    let name = body.utf8[..<nameEnd]
    let isNamed = { (spelling: StaticString) in
        spelling.withUTF8Buffer { spelling in
            spelling.count == name.count && zip(spelling, name).allSatisfy { $0 == $1 | 0x20 }
        }
    }
    if isNamed("i") { return isEnd ? "{\\i0}" : "{\\i1}" }
    if isNamed("b") { return isEnd ? "{\\b0}" : "{\\b1}" }
    if isNamed("u") { return isEnd ? "{\\u0}" : "{\\u1}" }
    if isNamed("s") { return "" }
    guard isNamed("font") else { return nil }
    if isEnd { return "{\\c}" }
    guard let color = fontColor(afterName) else { return "" }
    return "{\\c&H" + [color.blue, color.green, color.red].map(twoHexDigits).joined() + "&}"
}

/// The colour a `<font>` tag's `color` attribute names, if it has one that is a colour.
private func fontColor(_ attributes: Substring) -> CueColor? {
    guard let afterName = endOfASCIIWord("color", in: attributes) else { return nil }
    var value = attributes[afterName...].drop { $0 == " " }
    guard value.first == "=" else { return nil }
    value = value.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
    return CueColor(cssValue: value.prefix { $0.isLetter || $0.isNumber || $0 == "#" })
}

/// Where the first occurrence of `word` (lowercase ASCII letters) in `text`, in any letter
/// case, ends.
private func endOfASCIIWord(_ word: StaticString, in text: Substring) -> Substring.Index? {
    word.withUTF8Buffer { word in
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let first = utf8[start...].firstIndex(where: { $0 | 0x20 == word[0] }) {
            var index = first
            var matched = 0
            // A byte that folds (| 0x20) to a lowercase letter is that letter in either case.
            while matched < word.count, index < utf8.endIndex, utf8[index] | 0x20 == word[matched] {
                matched += 1
                index = utf8.index(after: index)
            }
            if matched == word.count { return index }
            start = utf8.index(after: first)
        }
        return nil
    }
}

private func twoHexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
