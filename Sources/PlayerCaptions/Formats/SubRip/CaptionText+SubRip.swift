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
        var text = String(text)
        self = text.withUTF8 { Self.readingSubRip(utf8: $0).caption }
    }

    /// The caption of a SubRip cue's text (UTF-8) and the cue box its `{\an}` or `{\pos}` tag
    /// states.
    ///
    /// The tags are applied as they are met, in one pass; text in which a tag would join what
    /// is around it into ASS syntax (a tag inside an override block, or after a `\`) is read
    /// as FFmpeg reads it, as ASS dialogue with each tag written as its override.
    static func readingSubRip(utf8 text: UnsafeBufferPointer<UInt8>) -> (
        caption: CaptionText, layout: CueLayout
    ) {
        var reader = ASSDialogueReader()
        if !reader.read(utf8: text, subRipTags: true) {
            reader = ASSDialogueReader()
            reader.read(assDialogue(fromSubRip: text)[...])
        }
        return (
            CaptionText(runs: reader.output.trimmedRuns()),
            CueLayout(
                overrideTagsOf: reader.placement,
                resolution: ASSPlayResolution(statedWidth: nil, statedHeight: nil))
        )
    }
}

/// SubRip text rewritten as ASS dialogue: its tags as their override blocks, everything else
/// as it was.
private func assDialogue(fromSubRip text: UnsafeBufferPointer<UInt8>) -> String {
    var dialogue: [UInt8] = []
    dialogue.reserveCapacity(text.count + 16)
    var plainStart = 0
    var index = 0
    while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
        index = open + 1
        guard let close = text[index...].firstIndex(of: UInt8(ascii: ">")),
            let tag = SubRipTag(content: UnsafeBufferPointer(rebasing: text[index..<close]))
        else { continue }
        dialogue.append(contentsOf: text[plainStart..<open])
        dialogue.append(contentsOf: tag.assOverride.utf8)
        index = close + 1
        plainStart = index
    }
    dialogue.append(contentsOf: text[plainStart...])
    return String(decoding: dialogue, as: UTF8.self)
}
