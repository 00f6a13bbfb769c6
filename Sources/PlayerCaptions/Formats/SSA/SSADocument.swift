import PlayerCore

/// The captions of an SSA or ASS subtitle file, read leniently.
///
/// ```swift
/// let document = SSADocument(text: """
///     [V4+ Styles]
///     Format: Name, Bold, Italic
///     Style: Shout,-1,0
///
///     [Events]
///     Format: Start, End, Style, Name, Text
///     Dialogue: 0:00:01.50,0:00:04.00,Shout,Ben,Over here, {\\i1}quick{\\i0}!
///     """)
/// document.cues[0].start    // 00:00:01.500
/// document.cues[0].text     // "Over here, quick!"
/// document.cues[0].runs     // [StyledRun("Over here, ", style: .bold),
///                           //  StyledRun("quick", style: [.bold, .italic]),
///                           //  StyledRun("!", style: .bold)]
/// document.cues[0].speaker  // "Ben"
/// ```
///
/// What is read:
/// - `[V4 Styles]` / `[V4+ Styles]`: each `Style:` line's Bold, Italic and Underline (`-1`
///   means on), the base style of the events that name it.
/// - `[Events]`: a `Format:` line naming any columns in any order (Start, End and Text at
///   least; the ASS columns are assumed without one), then `Dialogue:` lines; `Comment:` and
///   other event kinds are skipped. Text is the last column and keeps its commas. A line with
///   fewer fields than its Format line still gives a cue when its last field comes after
///   Start and End: that field is taken as the text.
/// - Times `h:mm:ss.cc`, also with a colon before the fraction or more fraction digits.
/// - Text through ``CaptionText/init(assDialogue:baseStyle:)``: override tags, `\N`, drawings.
/// - The Name column, when filled, becomes ``Cue/speaker``.
/// - Colour: `PrimaryColour` of the style, `\c` / `\1c` overrides.
/// - Layout: `\an`, legacy `\a`, the style's Alignment (SSA v4's numbering in `[V4 Styles]`),
///   `\pos` and the start of `\move`, the style's and the event's margins, on the canvas of
///   `PlayResX`/`PlayResY` (libass's defaults when missing), as
///   ``PlayerCore/CueLayout/init(assAlignment:point:margins:resolution:)`` describes.
/// - Cues are sorted by start, then by Layer (lower first), then file order; overlaps stay.
///   Events that end before they start or hold no text are dropped.
public struct SSADocument: Hashable, Sendable {
    /// The file's captions, sorted by start time.
    public var cues: [Cue]
    /// How reading the bytes as text went wrong, or nil when they decoded cleanly.
    public var decodingWarning: TextDecodingWarning?

    /// Reads a subtitle file's bytes in any encoding ``DecodedText`` recognises (UTF-8,
    /// UTF-16 with or without a byte order mark, Windows-1252).
    public init(parsing bytes: [UInt8]) {
        let decoded = DecodedText(subtitleBytes: bytes)
        self.init(text: decoded.text)
        decodingWarning = decoded.warning
    }

    /// Reads a script already decoded to text.
    public init(text: String) {
        var read: [Cue] = []
        var layers: [Int] = []
        let dialogueLines = text.utf8.countOccurrences(of: "Dialogue:")
        read.reserveCapacity(dialogueLines)
        layers.reserveCapacity(dialogueLines)
        Self.read(text) { cue, layer in
            read.append(cue)
            layers.append(layer)
        }
        cues = read.sortedByOrderKey(ranks: layers)
        decodingWarning = nil
    }

    /// Reads a script already decoded to text, handing each event's cue to `take` in file
    /// order with its layer, the rank that orders it among cues of equal start (see
    /// ``CueOrderKey``), so that a converter never holds the cues.
    public static func read(_ text: String, handingCuesTo take: (Cue, _ layer: Int) -> Void) {
        _ = SSAScriptReader(text: text, handingEventsTo: take)
    }
}
