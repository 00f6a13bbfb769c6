import PlayerCore

/// Reads a script line by line, keeping track of the section, its Format line and the styles.
struct SSAScriptReader {
    private enum Section {
        case scriptInfo
        case styles
        case events
        case other
    }

    private var section = Section.other
    private var styleFormat = SSAFormat.standardStyles
    private var eventFormat = SSAFormat.standardEvents {
        didSet { eventColumns = EventColumns(eventFormat) }
    }
    private var eventColumns = EventColumns(.standardEvents)
    private(set) var styles = SSAStyleTable()
    /// Whether the styles section is SSA's `[V4 Styles]`, whose alignments use SSA's numbers.
    private var stylesAreLegacy = false
    private var playResX: Double?
    private var playResY: Double?
    /// The speakers named so far, shared by the events that name them.
    private var speakers = InternedNames()
    /// The style the last event named, with the name as it wrote it.
    private var lastStyle: (name: Substring, style: SSAStyle)?

    /// A reader that has read nothing.
    init() {}

    /// A reader that has read every line of `text` (a script header: its events are not kept).
    init(text: String) {
        self.init(text: text, handingEventsTo: { _, _ in })
    }

    /// A reader that has read every line of `text`, handing each event's cue and layer to
    /// `take` in file order as it is read, so that no list of cues is held here.
    init(text: String, handingEventsTo take: (Cue, _ layer: Int) -> Void) {
        let whole = text[...]
        let utf8 = whole.utf8
        var lineStart = utf8.startIndex
        var index = lineStart
        // Line breaks are found in the UTF-8: LF, VT, FF, CR, and NEL, LINE SEPARATOR and
        // PARAGRAPH SEPARATOR (every character that is a newline), empty lines skipped.
        while index < utf8.endIndex {
            let byte = utf8[index]
            var breakLength = 0
            if (0x0A...0x0D).contains(byte) {
                breakLength = 1
            } else if byte == 0xC2 || byte == 0xE2 {
                let rest = utf8[index...].prefix(3)
                if rest.starts(with: [0xC2, 0x85]) {
                    breakLength = 2
                } else if rest.starts(with: [0xE2, 0x80, 0xA8])
                    || rest.starts(with: [0xE2, 0x80, 0xA9])
                {
                    breakLength = 3
                }
            }
            guard breakLength > 0 else {
                index = utf8.index(after: index)
                continue
            }
            if lineStart < index, let event = read(line: whole[lineStart..<index]) {
                take(event.cue, event.layer)
            }
            index = utf8.index(index, offsetBy: breakLength)
            lineStart = index
        }
        if lineStart < utf8.endIndex, let event = read(line: whole[lineStart...]) {
            take(event.cue, event.layer)
        }
    }

    /// Reads one line of the script: the cue and layer of a dialogue event, nil for any other
    /// line.
    mutating func read(line: Substring) -> (cue: Cue, layer: Int)? {
        let trimmed = line.trimmingSpaces()
        let utf8 = trimmed.utf8
        if utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]") {
            let name = trimmed.dropFirst().dropLast().lowercased()
            switch name {
            case "events": section = .events
            case "script info": section = .scriptInfo
            case _ where name.hasSuffix("styles"):
                section = .styles
                stylesAreLegacy = name == "v4 styles"
            default: section = .other
            }
            return nil
        }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = SSALineKey(trimmed[..<colon].trimmingSpaces())
        let value = trimmed[utf8.index(after: colon)...].trimmingLeadingSpaces()
        switch (section, key) {
        case (.scriptInfo, .playResX): playResX = Double(value.trimmingSpaces())
        case (.scriptInfo, .playResY): playResY = Double(value.trimmingSpaces())
        case (.styles, .format): styleFormat = SSAFormat(value)
        case (.styles, .style): styles.add(value, format: styleFormat, isLegacy: stylesAreLegacy)
        case (.events, .format): eventFormat = SSAFormat(value)
        case (.events, .dialogue): return readDialogue(value)
        default: break
        }
        return nil
    }

    /// The canvas the script's positions and margins are measured on.
    var resolution: ASSPlayResolution {
        ASSPlayResolution(statedWidth: playResX, statedHeight: playResY)
    }

    private mutating func readDialogue(_ value: Substring) -> (cue: Cue, layer: Int)? {
        let columns = eventColumns
        guard let startIndex = columns.start, let endIndex = columns.end,
            let textIndex = columns.text
        else { return nil }
        let fields = eventFormat.fields(of: value)
        let lastTiming = max(startIndex, endIndex)
        guard lastTiming < fields.count,
            let start = MediaTime(ssaTime: fields[startIndex]),
            let end = MediaTime(ssaTime: fields[endIndex]), start < end
        else { return nil }
        let textField: Int
        if textIndex < fields.count {
            textField = textIndex
        } else if fields.count - 1 > lastTiming {
            textField = fields.count - 1
        } else {
            return nil
        }
        func field(_ column: Int?) -> Substring? {
            column.flatMap { $0 < fields.count && $0 != textField ? fields[$0] : nil }
        }
        let eventMargins = ASSMargins(
            left: field(columns.marginLeft).flatMap(\.ssaNumber) ?? 0,
            right: field(columns.marginRight).flatMap(\.ssaNumber) ?? 0,
            vertical: field(columns.marginVertical).flatMap(\.ssaNumber) ?? 0)
        let (caption, layout) = event(
            text: fields[textField], style: style(named: field(columns.style) ?? ""),
            margins: eventMargins)
        guard !caption.runs.isEmpty else { return nil }
        let speaker = field(columns.name).map { speakers.name($0.trimmingSpaces()) }
        let cue = Cue(
            start: start, end: end, text: caption.text, runs: caption.runs,
            speaker: speaker?.isEmpty == false ? speaker : nil, layout: layout)
        return (cue, field(columns.layer).flatMap { Int($0.trimmingSpaces()) } ?? 0)
    }

    /// The text and cue box of an event's dialogue `text` in the style `styleName`, with the
    /// event's own `margins` (zero meaning the style's).
    func event(text: Substring, styleName: Substring, margins: ASSMargins) -> (
        CaptionText, CueLayout
    ) {
        event(text: text, style: styles.style(named: styleName), margins: margins)
    }

    /// ``event(text:styleName:margins:)`` with the style already looked up.
    private func event(text: Substring, style: SSAStyle, margins: ASSMargins) -> (
        CaptionText, CueLayout
    ) {
        var reader = ASSDialogueReader(baseStyle: style.textStyle, baseColor: style.color)
        reader.read(text)
        let layout = CueLayout(
            assAlignment: reader.placement.alignment ?? style.alignment,
            point: reader.placement.point, margins: style.margins.overridden(by: margins),
            resolution: resolution)
        return (CaptionText(runs: reader.output.trimmedRuns()), layout)
    }
}

extension SSAScriptReader {
    /// The style an event names, looked up once for a run of events naming it byte for byte
    /// alike (most scripts name one style for most of their events).
    fileprivate mutating func style(named name: Substring) -> SSAStyle {
        if let last = lastStyle, last.name.utf8.elementsEqual(name.utf8) { return last.style }
        let style = styles.style(named: name)
        lastStyle = (name, style)
        return style
    }
}

/// The keys of script lines that the reader acts on, matched without regard to ASCII letter
/// case.
private enum SSALineKey {
    case playResX, playResY, format, style, dialogue, other

    private static let spellings: [(StaticString, SSALineKey)] = [
        ("dialogue", .dialogue), ("format", .format), ("style", .style),
        ("playresx", .playResX), ("playresy", .playResY),
    ]

    init(_ key: Substring) {
        let utf8 = key.utf8
        let lowercased = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        let match = Self.spellings.first { spelling, _ in
            spelling.withUTF8Buffer { spelling in
                spelling.count == utf8.count
                    && zip(spelling, utf8).allSatisfy { $0 == lowercased($1) }
            }
        }
        self = match?.1 ?? .other
    }
}

extension Substring {
    /// The text without spaces and tabs at its start.
    fileprivate func trimmingLeadingSpaces() -> Substring {
        let start =
            utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? utf8.endIndex
        return self[start...]
    }

    /// An SSA number field (a margin): plain digits read as they are, anything else as a
    /// decimal, nil when it is neither; spaces around it are ignored.
    fileprivate var ssaNumber: Double? {
        let trimmed = trimmingSpaces()
        let digits = trimmed.utf8
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return Double(trimmed) }
        return Double(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
}

/// Where the columns an event is read from are in the events' Format line, looked up once per
/// Format line rather than once per event.
private struct EventColumns {
    let start: Int?
    let end: Int?
    let text: Int?
    let style: Int?
    let name: Int?
    let layer: Int?
    let marginLeft: Int?
    let marginRight: Int?
    let marginVertical: Int?

    init(_ format: SSAFormat) {
        start = format.index(of: "Start")
        end = format.index(of: "End")
        text = format.index(of: "Text")
        style = format.index(of: "Style")
        name = format.index(of: "Name")
        layer = format.index(of: "Layer")
        marginLeft = format.index(of: "MarginL")
        marginRight = format.index(of: "MarginR")
        marginVertical = format.index(of: "MarginV")
    }
}
