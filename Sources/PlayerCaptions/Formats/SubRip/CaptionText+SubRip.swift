extension CaptionText {
    /// Reads the text of a SubRip cue: HTML-like tags, ASS override blocks and line breaks.
    ///
    /// - `<i>`, `<b>` and `<u>` (any letter case) style the text up to their end tags, or to the
    ///   end of the cue when unclosed; `<font …>`, `<s>` and their end tags leave no trace. Any
    ///   other `<` is text (`a < b`, `<3`).
    /// - ASS override blocks (`{\i1}`, `{\an8}`, `{\c&HFF&}`) set italic, bold and underline and
    ///   otherwise vanish, as do other brace blocks; `\N` breaks the line, as in ASS.
    /// - Spaces at both ends of each line and blank lines at both ends of the text are removed.
    ///
    /// ```swift
    /// CaptionText(subRipText: "<font color=\"#ff0\"><i>Hi</i></font>\n{\\an8}there").runs
    /// // [StyledRun("Hi", style: .italic), StyledRun("\nthere")]
    /// ```
    public init(subRipText text: some StringProtocol) {
        self.init(assDialogue: assDialogue(fromSubRip: Substring(text)))
    }
}

/// SubRip text rewritten as ASS dialogue: its style tags as override blocks, font and strike
/// tags removed, everything else as it was.
private func assDialogue(fromSubRip text: Substring) -> String {
    var dialogue = ""
    var rest = text
    while let open = rest.firstIndex(of: "<") {
        dialogue += rest[..<open]
        let afterOpen = rest[rest.index(after: open)...]
        guard let close = afterOpen.firstIndex(of: ">"),
            let replacement = assOverride(forSubRipTag: afterOpen[..<close])
        else {
            dialogue += "<"
            rest = afterOpen
            continue
        }
        dialogue += replacement
        rest = afterOpen[afterOpen.index(after: close)...]
    }
    return dialogue + rest
}

/// The ASS override standing for the SubRip tag `content` (what is between `<` and `>`), ""
/// for a tag that only changes colour, face or strike-through, or nil when it is no tag.
private func assOverride(forSubRipTag content: Substring) -> String? {
    let isEnd = content.hasPrefix("/")
    let body = isEnd ? content.dropFirst() : content
    let name = body.prefix(while: { $0.isLetter }).lowercased()
    let afterName = body.dropFirst(name.count)
    guard afterName.isEmpty || (!isEnd && afterName.first?.isWhitespace == true) else {
        return nil
    }
    switch name {
    case "i", "b", "u": return "{\\\(name)\(isEnd ? 0 : 1)}"
    case "font", "s": return ""
    default: return nil
    }
}
