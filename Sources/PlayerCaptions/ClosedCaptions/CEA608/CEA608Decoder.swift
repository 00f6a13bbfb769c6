import PlayerCore

/// Decodes one CEA-608 caption channel (CC1–CC4) into cues, as CTA-608-E describes: pop-on
/// (RCL loads the non-displayed memory, EOC swaps the memories), roll-up of 2–4 rows (CR
/// scrolls) and paint-on (RDC); PACs place the cursor at a row and indent and set the pen,
/// mid-row codes set colour, italics and underline and take a cell as a space; tab offsets,
/// BS, DER, EDM, ENM; the special and extended characters (an extended one replaces the
/// character before it). A control code sent twice in a row is acted on once.
///
/// Byte pairs come with their field; printable pairs belong to the channel of the field's
/// last control code (``CaptionChannelDemultiplexer`` decides, and drops extended data and
/// the text service). Pairs are fed in batches (one picture's caption data, one SCC line),
/// each pair with its own time. A caption shows from the time of the pair that puts it on
/// screen (EOC, a character painted or rolled up, a CR) and ends at the pair that takes it
/// off or changes it (EDM, EOC, a roll-up CR, DER, BS, text written over it); text added to
/// it (painted or rolled up) extends it, and changes within one batch make one cue, from the
/// batch's first change. A cue is reported when it ends, so its text is all it came to show.
public struct CEA608Decoder {
    /// How the channel's captions are being sent.
    private enum Mode: Equatable {
        case popOn
        case paintOn
        case rollUp(rows: Int)
    }

    /// The channel decoded.
    public let channel: CaptionChannel
    private var router = CaptionChannelDemultiplexer()
    private var mode = Mode.popOn
    private var displayed = CEA608Memory()
    private var nonDisplayed = CEA608Memory()
    private var row = CEA608Memory.rowCount
    private var column = 0
    private var style: TextStyle = []
    private var color: CueColor?
    /// The last control pair acted on, while the pair after it may repeat it.
    private var lastControl: (UInt8, UInt8)?
    /// Whether the last pair changed the displayed memory.
    private var displayChanged = false
    /// The caption on screen and whether it came on in the current batch.
    private var shown: Cue?
    private var shownInBatch = false
    /// The displayed memory when the caption on screen was last recorded.
    private var shownMemory = CEA608Memory()
    private var finished: [Cue] = []

    /// A decoder of `channel` that has seen nothing yet.
    public init(channel: CaptionChannel) {
        self.channel = channel
    }

    /// The caption on screen now, its end left at its start.
    public var captionOnScreen: Cue? { shown }

    /// Reads one picture's `cc_data` triplets (`cc_valid` set, `cc_type` 0 or 1 for field 1
    /// or 2, odd parity) at `time`; returns the cues that left the screen.
    public mutating func decode(triplets: [UInt8], at time: MediaTime) -> [Cue] {
        shownInBatch = false
        CaptionChannelDemultiplexer.forEachPair(in: triplets) { field, first, second in
            feed(field: field, first: first, second: second, at: time)
        }
        return takeFinished()
    }

    /// Reads one SCC line's field-1 pairs, the first at `time` and each next one a frame later
    /// at `frameRate` frames a second (a fraction: 30000/1001); parity bits are ignored, as
    /// many SCC writers leave them out. Returns the cues that left the screen.
    public mutating func decode(
        pairs: [UInt16], at time: MediaTime, frameRate: (frames: Int64, seconds: Int64)
    ) -> [Cue] {
        shownInBatch = false
        for (index, pair) in pairs.enumerated() {
            let offset = Int64(index) * 1_000_000 * frameRate.seconds / frameRate.frames
            let pairTime = MediaTime(microseconds: time.microseconds + offset)
            feed(
                field: 0, first: UInt8(pair >> 8) & 0x7F, second: UInt8(pair & 0xFF) & 0x7F,
                at: pairTime)
        }
        return takeFinished()
    }

    /// Forgets everything (after a seek): memories, mode, cursor and the caption on screen.
    public mutating func reset() {
        self = CEA608Decoder(channel: channel)
    }

    private mutating func takeFinished() -> [Cue] {
        defer { finished.removeAll(keepingCapacity: true) }
        return finished
    }

    /// Routes one pair and, when it is this channel's, acts on it.
    private mutating func feed(field: Int, first: UInt8, second: UInt8, at time: MediaTime) {
        guard router.route(first: first, second: second, field: field) == channel else { return }
        if (0x10...0x1F).contains(first) {
            if let last = lastControl, last == (first, second) {
                lastControl = nil
                return
            }
            lastControl = (first, second)
            control(first & ~0x08, second)
        } else {
            lastControl = nil
            if first >= 0x20 {
                write(CEA608CharacterSet.basic(first))
            }
            if second >= 0x20 {
                write(CEA608CharacterSet.basic(second))
            }
        }
        if displayChanged {
            displayChanged = false
            show(at: time)
        }
    }

    /// Records what the screen shows from `time`: text added to the caption on screen (a
    /// character painted or rolled up) extends it, as does any change within the batch that
    /// showed it; anything else ends it at `time`.
    private mutating func show(at time: MediaTime) {
        let caption = displayed.cue(at: time)
        if var current = shown, let caption, shownInBatch || displayed.extends(shownMemory) {
            current.text = caption.text
            current.runs = caption.runs
            current.layout = caption.layout
            shown = current
        } else {
            if var current = shown {
                current.end = time
                finished.append(current)
            }
            shown = caption
            shownInBatch = caption != nil
        }
        shownMemory = displayed
    }

    /// The memory text goes to: the non-displayed one in pop-on mode.
    private var isWritingToDisplay: Bool { mode != .popOn }

    private mutating func edit(_ change: (inout CEA608Memory) -> Void) {
        if isWritingToDisplay {
            change(&displayed)
            displayChanged = true
        } else {
            change(&nonDisplayed)
        }
    }

    /// Writes a character at the cursor; past the last column it is dropped.
    private mutating func write(_ character: Character) {
        guard column < CEA608Memory.columnCount else { return }
        let cell = CEA608Memory.Cell(character: character, style: style, color: color)
        let (row, column) = (row, column)
        edit { $0.write(cell, row: row, column: column) }
        self.column += 1
    }

    /// Acts on a control pair whose channel bit is cleared.
    private mutating func control(_ first: UInt8, _ second: UInt8) {
        switch (first, second) {
        case (0x14...0x15, 0x20...0x2F):
            miscellaneous(second)
        case (0x17, 0x21...0x23):
            column = min(column + Int(second - 0x20), CEA608Memory.columnCount - 1)
        case (0x11, 0x20...0x2F):
            midRow(second)
        case (0x11, 0x30...0x3F):
            write(CEA608CharacterSet.special(second))
        case (0x12...0x13, 0x20...0x3F):
            // An extended character replaces the basic one sent before it for older decoders.
            if column > 0 {
                column -= 1
            }
            write(CEA608CharacterSet.extended(set: Int(first - 0x12), second))
        case (0x10...0x17, 0x40...0x7F):
            preambleAddress(first, second)
        default:
            // Background colours, font and charset selections: not drawn here.
            break
        }
    }

    private mutating func miscellaneous(_ code: UInt8) {
        switch code {
        case 0x20:  // RCL
            mode = .popOn
        case 0x21:  // BS
            guard column > 0 else { return }
            column -= 1
            let (row, column) = (row, column)
            edit { $0.write(nil, row: row, column: column) }
        case 0x24:  // DER
            let (row, column) = (row, column)
            edit { $0.erase(row: row, from: column) }
        case 0x25...0x27:  // RU2, RU3, RU4
            let rows = Int(code - 0x23)
            if case .rollUp = mode {
                displayed.keepRows(max(1, row - rows + 1)...row)
                displayChanged = true
            } else {
                displayed.eraseAll()
                nonDisplayed.eraseAll()
                displayChanged = true
                row = CEA608Memory.rowCount
            }
            mode = .rollUp(rows: rows)
            column = 0
        case 0x29:  // RDC
            mode = .paintOn
        case 0x2C:  // EDM
            displayed.eraseAll()
            displayChanged = true
        case 0x2D:  // CR
            guard case .rollUp(let rows) = mode else { return }
            displayed.rollUp(bottom: row, count: rows)
            displayChanged = true
            column = 0
        case 0x2E:  // ENM
            nonDisplayed.eraseAll()
        case 0x2F:  // EOC
            swap(&displayed, &nonDisplayed)
            displayChanged = true
            mode = .popOn
        default:
            // AOF, AON, FON, TR, RTD (the text service is routed away).
            break
        }
    }

    /// A mid-row code: colour (0–6) or white italics (7), underline in the low bit; it takes a
    /// cell as a space drawn in the new attributes.
    private mutating func midRow(_ code: UInt8) {
        let attribute = Int((code & 0x0E) >> 1)
        style = attribute == 7 ? .italic : []
        color = attribute == 7 ? nil : Self.colors[attribute]
        if code & 0x01 != 0 {
            style.insert(.underline)
        }
        write(" ")
    }

    /// A preamble address code: row from the first byte and bit 0x20 of the second, then
    /// colour or italics, or an indent of a multiple of four columns in white; underline in
    /// the low bit. In roll-up mode the window moves to the row, keeping its text.
    private mutating func preambleAddress(_ first: UInt8, _ second: UInt8) {
        let newRow = Self.pacRows[Int(first & 0x07)] + (second & 0x20 != 0 ? 1 : 0)
        let attributes = second & 0x1F
        style = attributes & 0x01 != 0 ? .underline : []
        color = nil
        column = 0
        if attributes & 0x10 != 0 {
            column = Int((attributes & 0x0E) >> 1) * 4
        } else {
            let attribute = Int((attributes & 0x0E) >> 1)
            if attribute == 7 {
                style.insert(.italic)
            } else {
                color = Self.colors[attribute]
            }
        }
        if case .rollUp(let rows) = mode, newRow != row {
            displayed.moveWindow(bottom: row, count: rows, to: max(newRow, rows))
            displayChanged = true
            row = max(newRow, rows)
        } else {
            row = newRow
        }
    }

    /// PAC rows of the first byte's low three bits (the second byte's bit 0x20 adds one).
    private static let pacRows = [11, 1, 3, 12, 14, 5, 7, 9]

    /// The foreground colours 0–6; white is the default, left unstated.
    private static let colors: [CueColor?] = [
        nil, CueColor(red: 0, green: 255, blue: 0), CueColor(red: 0, green: 0, blue: 255),
        CueColor(red: 0, green: 255, blue: 255), CueColor(red: 255, green: 0, blue: 0),
        CueColor(red: 255, green: 255, blue: 0), CueColor(red: 255, green: 0, blue: 255),
    ]
}
