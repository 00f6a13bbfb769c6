import PlayerCore

/// Reads a script line by line, keeping track of the section, its Format line and the styles.
struct SSAScriptReader {
    private enum Section {
        case scriptInfo
        case styles
        case events
        case other
    }

    /// An event read, with what orders it among the others.
    private struct Event {
        var cue: Cue
        var layer: Int
        var fileOrder: Int
    }

    private var section = Section.other
    private var styleFormat = SSAFormat.standardStyles
    private var eventFormat = SSAFormat.standardEvents
    private(set) var styles = SSAStyleTable()
    /// Whether the styles section is SSA's `[V4 Styles]`, whose alignments use SSA's numbers.
    private var stylesAreLegacy = false
    private var playResX: Double?
    private var playResY: Double?
    private var events: [Event] = []
    /// How many lines were read, which orders events of equal start and layer.
    private var fileOrder = 0

    /// A reader that has read nothing.
    init() {}

    /// A reader that has read every line of `text`.
    init(text: String) {
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            read(line: line)
        }
    }

    /// Reads one line of the script.
    mutating func read(line: Substring) {
        fileOrder += 1
        let trimmed = line.trimmingSpaces()
        if trimmed.first == "[", trimmed.last == "]" {
            let name = trimmed.dropFirst().dropLast().lowercased()
            switch name {
            case "events": section = .events
            case "script info": section = .scriptInfo
            case _ where name.hasSuffix("styles"):
                section = .styles
                stylesAreLegacy = name == "v4 styles"
            default: section = .other
            }
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let key = trimmed[..<colon].trimmingSpaces().lowercased()
        let value = trimmed[trimmed.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        switch (section, key) {
        case (.scriptInfo, "playresx"): playResX = Double(value.trimmingSpaces())
        case (.scriptInfo, "playresy"): playResY = Double(value.trimmingSpaces())
        case (.styles, "format"): styleFormat = SSAFormat(value)
        case (.styles, "style"): styles.add(value, format: styleFormat, isLegacy: stylesAreLegacy)
        case (.events, "format"): eventFormat = SSAFormat(value)
        case (.events, "dialogue"): readDialogue(value)
        default: break
        }
    }

    /// The canvas the script's positions and margins are measured on.
    var resolution: ASSPlayResolution {
        ASSPlayResolution(statedWidth: playResX, statedHeight: playResY)
    }

    /// The events' cues, by start, then layer, then file order.
    func sortedCues() -> [Cue] {
        events.sorted {
            ($0.cue.start, $0.layer, $0.fileOrder) < ($1.cue.start, $1.layer, $1.fileOrder)
        }.map(\.cue)
    }

    private mutating func readDialogue(_ value: Substring) {
        let format = eventFormat
        guard let startIndex = format.index(of: "Start"), let endIndex = format.index(of: "End"),
            let textIndex = format.index(of: "Text")
        else { return }
        let fields = format.fields(of: value)
        let lastTiming = max(startIndex, endIndex)
        guard lastTiming < fields.count,
            let start = MediaTime(ssaTime: fields[startIndex]),
            let end = MediaTime(ssaTime: fields[endIndex]), start < end
        else { return }
        let textField: Int
        if textIndex < fields.count {
            textField = textIndex
        } else if fields.count - 1 > lastTiming {
            textField = fields.count - 1
        } else {
            return
        }
        func field(_ name: String) -> Substring? {
            format.index(of: name).flatMap {
                $0 < fields.count && $0 != textField ? fields[$0] : nil
            }
        }
        let eventMargins = ASSMargins(
            left: field("MarginL").flatMap { Double($0.trimmingSpaces()) } ?? 0,
            right: field("MarginR").flatMap { Double($0.trimmingSpaces()) } ?? 0,
            vertical: field("MarginV").flatMap { Double($0.trimmingSpaces()) } ?? 0)
        let (caption, layout) = event(
            text: fields[textField], styleName: field("Style") ?? "", margins: eventMargins)
        guard !caption.runs.isEmpty else { return }
        let speaker = field("Name").map { String($0.trimmingSpaces()) }
        events.append(
            Event(
                cue: Cue(
                    start: start, end: end, text: caption.text, runs: caption.runs,
                    speaker: speaker?.isEmpty == false ? speaker : nil, layout: layout),
                layer: field("Layer").flatMap { Int($0.trimmingSpaces()) } ?? 0,
                fileOrder: fileOrder))
    }

    /// The text and cue box of an event's dialogue `text` in the style `styleName`, with the
    /// event's own `margins` (zero meaning the style's).
    func event(text: Substring, styleName: Substring, margins: ASSMargins) -> (
        CaptionText, CueLayout
    ) {
        let style = styles.style(named: styleName)
        var reader = ASSDialogueReader(baseStyle: style.textStyle, baseColor: style.color)
        reader.read(text)
        let layout = CueLayout(
            assAlignment: reader.placement.alignment ?? style.alignment,
            point: reader.placement.point, margins: style.margins.overridden(by: margins),
            resolution: resolution)
        return (CaptionText(runs: reader.output.trimmedRuns()), layout)
    }
}
