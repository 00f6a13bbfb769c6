import PlayerCore

/// What an FFmpeg text subtitle decoder's ASS events are read against: the script header
/// (`subtitle_header`) of an ASS or SSA track; for mov_text, the look (bold, italic,
/// underline, colour) of the header FFmpeg writes from the track's sample description; for
/// the other decoders that turn formats into ASS (SubRip, CEA-608), only FFmpeg's canvas.
///
/// ```swift
/// let header = SSAScriptHeader.converted
/// let event = header.event("0,0,Default,,0,0,0,,{\\an7}{\\pos(38,243)}HELLO")
/// event.caption.text     // "HELLO"
/// event.layout.position  // 9.895… (38 of 384)
/// event.layout.line      // .percent(84.375) (243 of 288)
/// ```
public struct SSAScriptHeader: Sendable {
    private let reader: SSAScriptReader
    /// Whether the styles are the file's own, so their alignment and margins place the events.
    private let hasFileStyles: Bool

    /// The header of an ASS or SSA track: its `[Script Info]` and styles sections.
    public init(scriptText: String) {
        reader = SSAScriptReader(text: scriptText)
        hasFileStyles = true
    }

    /// A header FFmpeg wrote for a converted format whose styles carry the source's text look
    /// (mov_text's default style record) but FFmpeg's own alignment and margins: events take
    /// the look, and only their override tags place them.
    public init(lookOfConvertedScriptText scriptText: String) {
        reader = SSAScriptReader(text: scriptText)
        hasFileStyles = false
    }

    private init() {
        reader = SSAScriptReader()
        hasFileStyles = false
    }

    /// For the events FFmpeg makes from formats that are not ASS: the styles FFmpeg writes
    /// say nothing the source said, so only override tags place an event (see
    /// ``CueLayout/init(overrideTagsOf:resolution:)``), on FFmpeg's 384×288 canvas.
    public static let converted = SSAScriptHeader()

    /// The text and cue box of an event line as FFmpeg's decoders write it:
    /// `ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text`. A line with fewer
    /// fields is read as dialogue text in full, so no words are lost.
    public func event(_ line: String) -> (caption: CaptionText, layout: CueLayout) {
        let fields = line.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
        guard fields.count == 9 else { return event(text: line[...], fields: nil) }
        return event(text: fields[8], fields: fields)
    }

    private func event(text: Substring, fields: [Substring]?) -> (CaptionText, CueLayout) {
        guard hasFileStyles else {
            let look = reader.styles.style(named: fields?[2] ?? "")
            var dialogue = ASSDialogueReader(baseStyle: look.textStyle, baseColor: look.color)
            dialogue.read(text)
            return (
                CaptionText(runs: dialogue.output.trimmedRuns()),
                CueLayout(overrideTagsOf: dialogue.placement, resolution: reader.resolution)
            )
        }
        let number = { (index: Int) in fields.flatMap { Double($0[index].trimmingSpaces()) } ?? 0 }
        return reader.event(
            text: text, styleName: fields?[2] ?? "",
            margins: ASSMargins(left: number(4), right: number(5), vertical: number(6)))
    }
}

extension CueLayout {
    /// The cue box that ASS override tags give text with no style of its own to place it (a
    /// SubRip cue, an event FFmpeg converted): at the `\pos` point when there is one, on a
    /// canvas of `resolution`; else by the `\an` alignment, with margins of 8% on every side
    /// (Media3's convention for SubRip `{\an}` tags: 8%, 50% or 92% across and down); the
    /// default layout when the tags state neither.
    init(overrideTagsOf placement: ASSPlacement, resolution: ASSPlayResolution) {
        if let point = placement.point {
            self.init(
                assAlignment: placement.alignment ?? 2, point: point, margins: ASSMargins(),
                resolution: resolution)
        } else if let alignment = placement.alignment {
            self.init(
                assAlignment: alignment, point: nil,
                margins: ASSMargins(left: 8, right: 8, vertical: 8),
                resolution: ASSPlayResolution(statedWidth: 100, statedHeight: 100))
        } else {
            self.init()
        }
    }
}
