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
    /// The style the last event named, with the name's bytes as it wrote it.
    private var lastStyle: (name: [UInt8], style: SSAStyle)?
    /// The byte ranges of the last event's fields, kept so that an event allocates none.
    private var fields: [Range<Int>] = []

    /// A reader that has read nothing.
    init() {}

    /// A reader that has read every line of `text` (a script header: its events are not kept).
    init(text: String) {
        self.init(text: text, handingEventsTo: { _, _ in })
    }

    /// A reader that has read every line of `text`, handing each event's cue and layer to
    /// `take` in file order as it is read, so that no list of cues is held here.
    ///
    /// Lines are found, and `Dialogue:` lines of the events read, in the text's UTF-8 where it
    /// is: a piece of the text is made a `Substring` only when it is kept or read further (an
    /// event's dialogue, its speaker, a line that is not an event).
    init(text: String, handingEventsTo take: (Cue, _ layer: Int) -> Void) {
        var storage = text
        storage.withUTF8 { bytes in
            let script = SSAScriptBytes(text: text, bytes: bytes)
            var lineStart = 0
            var index = 0
            // Line breaks are found in the UTF-8: LF, VT, FF, CR, and NEL, LINE SEPARATOR and
            // PARAGRAPH SEPARATOR (every character that is a newline), empty lines skipped.
            while index < bytes.count {
                let byte = bytes[index]
                var breakLength = 0
                if (0x0A...0x0D).contains(byte) {
                    breakLength = 1
                } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                    breakLength = 2
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    breakLength = 3
                }
                guard breakLength > 0 else {
                    index += 1
                    continue
                }
                if lineStart < index, let event = read(line: lineStart..<index, of: script) {
                    take(event.cue, event.layer)
                }
                index += breakLength
                lineStart = index
            }
            if lineStart < bytes.count, let event = read(line: lineStart..<bytes.count, of: script)
            {
                take(event.cue, event.layer)
            }
        }
    }

    /// Reads the line at `range` of `script`: a `Dialogue:` line of the events on its bytes,
    /// any other line as ``read(line:)`` does.
    private mutating func read(line range: Range<Int>, of script: SSAScriptBytes) -> (
        cue: Cue, layer: Int
    )? {
        if section == .events, let value = script.dialogueValue(ofLine: range) {
            return readDialogue(value, of: script)
        }
        read(line: script.substring(range))
        return nil
    }

    /// Reads one line of the script that is not a `Dialogue:` line of the events: a section
    /// heading, script information, a Format or Style line.
    private mutating func read(line: Substring) {
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
            return
        }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return }
        let key = SSALineKey(trimmed[..<colon].trimmingSpaces())
        let value = trimmed[utf8.index(after: colon)...].trimmingLeadingSpaces()
        switch (section, key) {
        case (.scriptInfo, .playResX): playResX = Double(value.trimmingSpaces())
        case (.scriptInfo, .playResY): playResY = Double(value.trimmingSpaces())
        case (.styles, .format): styleFormat = SSAFormat(value)
        case (.styles, .style): styles.add(value, format: styleFormat, isLegacy: stylesAreLegacy)
        case (.events, .format): eventFormat = SSAFormat(value)
        default: break
        }
    }

    /// The canvas the script's positions and margins are measured on.
    var resolution: ASSPlayResolution {
        ASSPlayResolution(statedWidth: playResX, statedHeight: playResY)
    }

    /// The cue and layer of a `Dialogue:` line whose value (after the colon) is at `value` of
    /// `script`, read on its bytes; nil when it makes no cue.
    private mutating func readDialogue(_ value: Range<Int>, of script: SSAScriptBytes) -> (
        cue: Cue, layer: Int
    )? {
        let columns = eventColumns
        guard let startIndex = columns.start, let endIndex = columns.end,
            let textIndex = columns.text
        else { return nil }
        eventFormat.fieldRanges(of: script.bytes, in: value, into: &fields)
        let fields = fields
        let lastTiming = max(startIndex, endIndex)
        guard lastTiming < fields.count,
            let start = MediaTime(ssaTimeUTF8: script.bytes[fields[startIndex]]),
            let end = MediaTime(ssaTimeUTF8: script.bytes[fields[endIndex]]), start < end
        else { return nil }
        let textField: Int
        if textIndex < fields.count {
            textField = textIndex
        } else if fields.count - 1 > lastTiming {
            textField = fields.count - 1
        } else {
            return nil
        }
        func field(_ column: Int?) -> Slice<UnsafeBufferPointer<UInt8>>? {
            column.flatMap {
                $0 < fields.count && $0 != textField ? script.bytes[fields[$0]] : nil
            }
        }
        let eventMargins = ASSMargins(
            left: field(columns.marginLeft).flatMap(\.ssaNumber) ?? 0,
            right: field(columns.marginRight).flatMap(\.ssaNumber) ?? 0,
            vertical: field(columns.marginVertical).flatMap(\.ssaNumber) ?? 0)
        // An event without a style column names the style "".
        let styleName =
            columns.style.flatMap { $0 < fields.count && $0 != textField ? fields[$0] : nil }
            ?? value.lowerBound..<value.lowerBound
        let (caption, layout) = event(
            text: script.substring(fields[textField]), style: style(named: styleName, of: script),
            margins: eventMargins)
        guard !caption.runs.isEmpty else { return nil }
        let speaker = field(columns.name).map(\.trimmingSpaces).flatMap { name in
            name.isEmpty ? nil : speakers.name(script.substring(name.startIndex..<name.endIndex))
        }
        let cue = Cue(
            start: start, end: end, text: caption.text, runs: caption.runs, speaker: speaker,
            layout: layout)
        return (cue, field(columns.layer).flatMap(\.ssaInteger) ?? 0)
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
    /// The style an event names at `range` of `script`, looked up once for a run of events
    /// naming it byte for byte alike (most scripts name one style for most of their events).
    fileprivate mutating func style(named range: Range<Int>, of script: SSAScriptBytes)
        -> SSAStyle
    {
        let name = script.bytes[range]
        if let last = lastStyle, last.name.elementsEqual(name) { return last.style }
        let style = styles.style(named: script.substring(range))
        lastStyle = (Array(name), style)
        return style
    }
}

/// The keys of script lines that the reader acts on besides events' `Dialogue:`, matched
/// without regard to ASCII letter case.
private enum SSALineKey {
    case playResX, playResY, format, style, other

    private static let spellings: [(StaticString, SSALineKey)] = [
        ("format", .format), ("style", .style), ("playresx", .playResX), ("playresy", .playResY),
    ]

    init(_ key: Substring) {
        var key = key
        self =
            key.withUTF8 { bytes in
                Self.spellings.first { bytes[...].isASCIIKeyword($0.0) }?.1
            } ?? .other
    }
}

extension Substring {
    /// The text without spaces and tabs at its start.
    fileprivate func trimmingLeadingSpaces() -> Substring {
        let start =
            utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? utf8.endIndex
        return self[start...]
    }
}

/// A script's text and its UTF-8 bytes, where they are, for reading its lines by byte offset.
private struct SSAScriptBytes {
    /// The script.
    let text: String
    /// Its UTF-8, borrowed for the read.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The text of the bytes at `range`, which starts and ends between characters.
    func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Where the value of the line at `range` is, after the colon, spaces and tabs around it
    /// left out, when the line is a `Dialogue:` line (its key in any letter case); nil for any
    /// other line.
    func dialogueValue(ofLine range: Range<Int>) -> Range<Int>? {
        let line = bytes[range].trimmingSpaces
        guard line.first != UInt8(ascii: "["),
            let colon = line.firstIndex(of: UInt8(ascii: ":")),
            bytes[line.startIndex..<colon].trimmingSpaces.isASCIIKeyword("dialogue")
        else { return nil }
        let valueStart =
            line[(colon + 1)...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            ?? line.endIndex
        return valueStart..<line.endIndex
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// An SSA number field (a margin): plain digits read as they are, anything else as a
    /// decimal, nil when it is neither; spaces around it are ignored.
    fileprivate var ssaNumber: Double? {
        let digits = trimmingSpaces
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return Double(String(decoding: digits, as: UTF8.self)) }
        return Double(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }

    /// An SSA whole number field (a layer), as `Int` reads it; spaces around it are ignored.
    fileprivate var ssaInteger: Int? {
        let digits = trimmingSpaces
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return Int(String(decoding: digits, as: UTF8.self)) }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
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
