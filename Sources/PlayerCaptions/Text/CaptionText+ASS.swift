import PlayerCore

extension CaptionText {
    /// Reads an ASS event line the way FFmpeg's text subtitle decoders hand it out.
    ///
    /// The line is `ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text` without
    /// timings; the dialogue text is everything after the eighth comma and may hold commas
    /// itself. A line with fewer fields is read as dialogue text in full, so no words are lost.
    public init(assEvent line: String) {
        self.init(assDialogue: dialogueField(ofASSEvent: line))
    }

    /// Reads bare ASS dialogue text: override blocks, escapes and drawings.
    ///
    /// - Override blocks `{...}` are removed; the tags `\i`, `\b` (`1`, `0` or a weight, 600 and
    ///   above counting as bold), `\u` and `\r` (reset) set the style of the text after them,
    ///   and `\c` / `\1c` its colour (``StyledRun/color``). Position tags are read only by
    ///   the readers that place cues (``SSADocument``, ``SSAScriptHeader``); other tags
    ///   (karaoke timing, fades …) leave no trace.
    /// - `\N` and `\n` become a line break, `\h` and the non-breaking space a plain space.
    /// - Text between `{\p1}` (any scale above zero) and `{\p0}` is a vector drawing and is
    ///   dropped.
    /// - Spaces at the start and end of each line and blank lines at the start and end of the
    ///   text are removed.
    /// - `baseStyle` is the style the event's ASS style line sets (bold, italic, underline); the
    ///   text starts in it, `\r` returns to it and a tag without a value (`\b`) restores its
    ///   setting for that tag.
    public init(assDialogue text: some StringProtocol, baseStyle: TextStyle = []) {
        var reader = ASSDialogueReader(baseStyle: baseStyle)
        reader.read(Substring(text))
        self.init(runs: reader.output.trimmedRuns())
    }
}

/// The dialogue text of an FFmpeg ASS event line: the part after the eighth comma.
private func dialogueField(ofASSEvent line: String) -> Substring {
    var fieldsToSkip = 8
    var index = line.startIndex
    while fieldsToSkip > 0 {
        guard let comma = line[index...].firstIndex(of: ",") else { return line[...] }
        index = line.index(after: comma)
        fieldsToSkip -= 1
    }
    return line[index...]
}
