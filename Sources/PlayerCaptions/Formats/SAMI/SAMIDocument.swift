import PlayerCore

/// A SAMI caption file (`.smi`, `.sami`; Microsoft's Synchronized Accessible Media
/// Interchange): `<SYNC Start=ms>` elements, each holding a `<P Class=…>` paragraph per
/// language, the classes named in the `<STYLE>` block.
///
/// ```
/// <SAMI><HEAD><STYLE TYPE="text/css"><!--
/// .ENCC { Name: English; lang: en-US; }
/// --></STYLE></HEAD><BODY>
/// <SYNC Start=1000><P Class=ENCC>Hello<br>world</SYNC>
/// <SYNC Start=3000><P Class=ENCC>&nbsp;</SYNC>
/// </BODY></SAMI>
/// ```
///
/// Each class is a track, in the order the body first uses it, with the language and name
/// its style rule gives (`lang`, `Name`). A paragraph shows from its SYNC until the next SYNC
/// holding a paragraph of its class (one with only `&nbsp;` or spaces clears the screen and
/// makes no cue), or a SYNC holding no paragraph at all, or the SYNC's own `End` when it
/// states one; a paragraph nothing follows lasts ``lastCaptionDuration``. Text is read as
/// HTML: runs of spaces and line breaks are one space, `<br>` breaks the line, character
/// references are read, and `<i>`, `<b>`, `<u>`, `<font color>` and CSS (`color`,
/// `font-style`, `font-weight`, `text-decoration`, `text-align`, from the `P` rule, the
/// class, an `#id` rule, a `style` attribute, a `<span>`) style the cue.
public struct SAMIDocument {
    /// The captions of one class.
    public struct Track {
        /// The class name as the paragraphs write it, or nil for paragraphs without one.
        public var className: String?
        /// The language the class's `lang` property (or the paragraph's `lang` attribute)
        /// states.
        public var language: LanguageTag?
        /// The class's `Name` property ("English"), if any.
        public var name: String?
        /// The cues, in the order of their SYNCs.
        public var cues: [Cue]
    }

    /// How long the last caption of a class lasts when nothing ends it: four seconds, as
    /// pycaption's SAMI reader gives it.
    public static let lastCaptionDuration = MediaTime.seconds(4)

    /// The tracks, in the order the body first uses their class.
    public var tracks: [Track] = []
    /// What was left out: a SYNC without a valid `Start` and the captions it held.
    public var skipped: [SkippedLine] = []

    /// Reads SAMI text (as ``DecodedText`` gives it).
    public init(text: String) {
        var reader = SAMIBodyReader()
        reader.read(SAMIMarkup(text))
        skipped = reader.skipped
        tracks = Self.tracks(of: reader)
    }

    /// Times each paragraph by the SYNCs after it and groups them by class.
    private static func tracks(of reader: SAMIBodyReader) -> [Track] {
        var order: [String] = []
        var byClass: [String: Track] = [:]
        for paragraph in reader.paragraphs {
            let key = paragraph.className?.lowercased() ?? ""
            if byClass[key] == nil {
                order.append(key)
                let rule = paragraph.className.map(reader.styleSheet.rule(forClass:)) ?? [:]
                byClass[key] = Track(
                    className: paragraph.className,
                    language: LanguageTag(rule["lang"] ?? paragraph.language),
                    name: rule["name"].flatMap { $0.isEmpty ? nil : $0 }, cues: [])
            }
            guard !paragraph.runs.isEmpty else { continue }
            let sync = reader.syncs[paragraph.sync]
            let end =
                sync.end
                ?? reader.syncs[(paragraph.sync + 1)...].first(where: { later in
                    later.start > sync.start
                        && (later.classes.isEmpty || later.classes.contains(key))
                })?.start
                ?? sync.start + lastCaptionDuration
            var layout = CueLayout()
            layout.textAlignment = paragraph.alignment ?? .center
            byClass[key]?.cues.append(
                Cue(
                    start: sync.start, end: end, text: paragraph.runs.map(\.text).joined(),
                    runs: paragraph.runs, layout: layout))
        }
        return order.compactMap { byClass[$0] }.filter { !$0.cues.isEmpty }
    }
}
