import Foundation
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
    return Substring(dialogue + rest)
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
    case "font" where isEnd: return "{\\c}"
    case "font":
        guard let color = fontColor(afterName) else { return "" }
        return "{\\c&H" + [color.blue, color.green, color.red].map(twoHexDigits).joined() + "&}"
    case "s": return ""
    default: return nil
    }
}

/// The colour a `<font>` tag's `color` attribute names, if it has one that is a colour.
private func fontColor(_ attributes: Substring) -> CueColor? {
    guard let range = attributes.range(of: "color", options: .caseInsensitive) else { return nil }
    var value = attributes[range.upperBound...].drop { $0 == " " }
    guard value.first == "=" else { return nil }
    value = value.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
    return CueColor(cssValue: value.prefix { $0.isLetter || $0.isNumber || $0 == "#" })
}

private func twoHexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
