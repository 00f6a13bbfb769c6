import PlayerCore

/// One caption service as a decoder keeps it (CTA-708-E §8): eight windows, the current
/// window, a running delay, and the cue that the visible windows show.
///
/// A cue is what the visible windows show, from the moment their text appears until a window
/// command changes it: shown, hidden, cleared, deleted or redefined windows (DSW, HDW, TGW,
/// CLW, DLW, DF, RST), a window erased (FF) or a row erased (HCR), text scrolled up by a
/// carriage return on the last row, or a character written over a different one. Text that
/// is added to a visible window (paint-on captions, a roll-up row being typed, a backspace
/// correction) extends the cue on screen, whose text is what the windows show when it ends.
/// This is how mux.js forms captions (a caption runs from one window command to the next,
/// flushed before a row scrolls away), except that a window command that leaves the screen as
/// it was does not split the cue in two, and a cue starts when its text appears, not at the
/// window command before. Visible windows are read top to bottom, then left to right, by
/// their anchors; rows that show nothing are left out, and spaces at both ends of a line
/// dropped.
struct CEA708Service {
    /// Commands held by DLY, and when they are released.
    private struct Delay {
        var until: MediaTime
        var held: [CEA708Command] = []
    }

    /// At most this many commands wait for a delay to end: a delay also ends when the service
    /// input buffer (128 bytes) fills (§8.10.5), and no command is shorter than a byte.
    static let heldCommandLimit = 128

    /// The service number (1–63).
    let number: Int
    /// How its P16 characters are read.
    let encoding: CEA708TextEncoding
    /// Windows 0–7; nil for one not defined (or deleted). Where a window sits and how it
    /// is styled stays here: cues carry no layout yet.
    private(set) var windows: [CEA708Window?] = Array(repeating: nil, count: 8)
    /// The window that text and pen commands address, nil after RST or its deletion.
    private var currentWindow: Int?
    private var delay: Delay?
    /// When the text on screen appeared; nil when the screen shows nothing.
    private var onScreenSince: MediaTime?
    /// Whether the service has written a character that shows.
    private(set) var hasWrittenText = false

    /// A service numbered `number` in its starting state: no window defined.
    init(number: Int, encoding: CEA708TextEncoding) {
        self.number = number
        self.encoding = encoding
    }

    /// Takes one command that arrived at `time`; returns the cues that left the screen.
    ///
    /// While a delay runs, commands wait for it to end (DLY, §8.10.5), except DLC, which ends
    /// it at once, and RST, which resets the service and drops what waits.
    mutating func receive(_ command: CEA708Command, at time: MediaTime) -> [Cue] {
        var ended = advance(to: time)
        guard var running = delay else {
            return ended + execute(command, at: time)
        }
        switch command {
        case .delayCancel:
            delay = nil
            for held in running.held {
                ended += receive(held, at: time)
            }
        case .reset:
            delay = nil
            ended += execute(.reset, at: time)
        default:
            running.held.append(command)
            delay = running
            if running.held.count >= Self.heldCommandLimit {
                delay?.until = time
                ended += advance(to: time)
            }
        }
        return ended
    }

    /// Lets time run to `time`: a delay that has ended by then releases its commands, which
    /// take effect when it ended.
    mutating func advance(to time: MediaTime) -> [Cue] {
        guard let running = delay, running.until <= time else { return [] }
        delay = nil
        var ended: [Cue] = []
        for held in running.held {
            ended += receive(held, at: running.until)
        }
        return ended
    }

    /// Releases every command still held by a delay, at the delay's end (the end of input).
    mutating func finish() -> [Cue] {
        guard let running = delay else { return [] }
        return advance(to: running.until)
    }

    /// The cue the screen shows now, its end still unknown (set to its start).
    var cueOnScreen: Cue? {
        onScreenSince.map {
            makeCue(start: $0, end: $0, runs: screenRuns(), layout: screenLayout)
        }
    }

    private mutating func execute(_ command: CEA708Command, at time: MediaTime) -> [Cue] {
        switch command {
        case .character(let text):
            return write(text, at: time)
        case .wideCharacter(let high, let low):
            return write(encoding.character(high, low), at: time)
        case .endOfText, .ignored, .delayCancel:
            return []
        case .backspace:
            return editing(at: time, mayEraseAll: true) { $0.backspace() }
        case .formFeed:
            return changingScreen(at: time) { $0.editCurrentWindow { $0.erase() } }
        case .carriageReturn:
            // A carriage return on the last row scrolls a row away: that ends the cue.
            if currentWindow.flatMap({ windows[$0] })?.penIsOnLastRow ?? false {
                return changingScreen(at: time) { $0.editCurrentWindow { $0.carriageReturn() } }
            }
            return editing(at: time) { $0.carriageReturn() }
        case .horizontalCarriageReturn:
            return changingScreen(at: time) { $0.editCurrentWindow { $0.eraseRow() } }
        case .setCurrentWindow(let window):
            currentWindow = window
            return []
        case .clearWindows(let mask):
            return changingScreen(at: time) { $0.editWindows(mask) { $0.erase() } }
        case .displayWindows(let mask):
            return changingScreen(at: time) { $0.editWindows(mask) { $0.isVisible = true } }
        case .hideWindows(let mask):
            return changingScreen(at: time) { $0.editWindows(mask) { $0.isVisible = false } }
        case .toggleWindows(let mask):
            return changingScreen(at: time) { $0.editWindows(mask) { $0.isVisible.toggle() } }
        case .deleteWindows(let mask):
            return changingScreen(at: time) { $0.deleteWindows(mask) }
        case .delay(let tenths):
            delay = Delay(until: time + .milliseconds(Int64(tenths) * 100))
            return []
        case .reset:
            return changingScreen(at: time) { $0.deleteWindows(0xFF) }
        case .setPenAttributes(let pen):
            editCurrentWindow { $0.pen = pen }
            return []
        case .setPenLocation(let row, let column):
            return editing(at: time) { $0.movePen(row: row, column: column) }
        case .setWindowAttributes(let attributes):
            editCurrentWindow { $0.attributes = attributes }
            return []
        case .defineWindow(let window, let definition):
            return changingScreen(at: time) {
                if $0.windows[window] == nil {
                    $0.windows[window] = CEA708Window(definition: definition)
                } else {
                    $0.windows[window]!.redefine(definition)
                }
                $0.currentWindow = window
            }
        }
    }

    /// Writes a character into the current window; text sent to no window is lost (§8.10.5).
    private mutating func write(_ text: String, at time: MediaTime) -> [Cue] {
        guard let current = currentWindow, let window = windows[current],
            !text.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control })
        else { return [] }
        let cell = CEA708Window.Cell(text, style: window.pen.textStyle)
        hasWrittenText = hasWrittenText || !cell.isBlank
        if window.isVisible, let replaced = window.cellAtPen, !replaced.isBlank,
            replaced != cell
        {
            return changingScreen(at: time) { $0.editCurrentWindow { $0.write(text) } }
        }
        return editing(at: time) { $0.write(text) }
    }

    /// Makes a change to the current window that the cue on screen takes in: when text
    /// appears, a cue starts; when the last of it goes (`mayEraseAll`), the cue ends.
    private mutating func editing(
        at time: MediaTime, mayEraseAll: Bool = false, _ change: (inout CEA708Window) -> Void
    ) -> [Cue] {
        let before = mayEraseAll && onScreenSince != nil ? screenRuns() : []
        let layoutBefore = screenLayout
        editCurrentWindow(change)
        let showsText = screenShowsText
        defer {
            if !showsText {
                onScreenSince = nil
            } else if onScreenSince == nil {
                onScreenSince = time
            }
        }
        guard !showsText, let start = onScreenSince, time > start, !before.isEmpty else {
            return []
        }
        return [makeCue(start: start, end: time, runs: before, layout: layoutBefore)]
    }

    /// Makes a change that ends the cue on screen when it changes what the screen shows, and
    /// starts the next one.
    private mutating func changingScreen(at time: MediaTime, _ change: (inout Self) -> Void)
        -> [Cue]
    {
        let before = onScreenSince != nil ? screenRuns() : []
        let layoutBefore = screenLayout
        change(&self)
        let after = screenShowsText ? screenRuns() : []
        guard before != after else { return [] }
        defer { onScreenSince = after.isEmpty ? nil : time }
        guard let start = onScreenSince, time > start, !before.isEmpty else { return [] }
        return [makeCue(start: start, end: time, runs: before, layout: layoutBefore)]
    }

    private func makeCue(
        start: MediaTime, end: MediaTime, runs: [StyledRun], layout: CueLayout
    ) -> Cue {
        Cue(start: start, end: end, text: CaptionText(runs: runs).text, runs: runs, layout: layout)
    }

    /// Changes the current window, if it is defined; commands to no window do nothing.
    private mutating func editCurrentWindow(_ change: (inout CEA708Window) -> Void) {
        guard let current = currentWindow, windows[current] != nil else { return }
        change(&windows[current]!)
    }

    /// Changes the defined windows whose bits `mask` sets (bit n for window n).
    private mutating func editWindows(_ mask: UInt8, _ change: (inout CEA708Window) -> Void) {
        for index in windows.indices where mask & 1 << index != 0 && windows[index] != nil {
            change(&windows[index]!)
        }
    }

    /// Deletes the windows of `mask`; the current window, if deleted, is no more (§8.10.5).
    private mutating func deleteWindows(_ mask: UInt8) {
        for index in windows.indices where mask & 1 << index != 0 {
            windows[index] = nil
            if currentWindow == index {
                currentWindow = nil
            }
        }
    }

    /// Whether a visible window shows text.
    private var screenShowsText: Bool {
        windows.contains { $0.map { $0.isVisible && $0.hasText } ?? false }
    }

    /// The visible windows that show text, in reading order: top to bottom, then left to
    /// right, by their anchors (§8.4.5), then by window number.
    private var shownWindows: [Int] {
        let shown = windows.indices.filter {
            windows[$0].map { $0.isVisible && $0.hasText } ?? false
        }
        return shown.sorted { left, right in
            let (a, b) = (
                windows[left]!.definition.anchorFraction, windows[right]!.definition.anchorFraction
            )
            return (a.vertical, a.horizontal, left) < (b.vertical, b.horizontal, right)
        }
    }

    /// Where the first window in reading order is anchored: its anchor point (§8.4.4: 0 top
    /// left … 8 bottom right) at its anchor position (in percent of the screen, as
    /// ``CEA708WindowDefinition/anchorFraction`` measures it) — the line at the anchor's
    /// height with the box's top, middle or bottom there, the position across with its left,
    /// centre or right there. The default layout when no window shows text.
    private var screenLayout: CueLayout {
        var layout = CueLayout()
        guard let first = shownWindows.first, let window = windows[first] else { return layout }
        let definition = window.definition
        let anchors: [CueAnchor] = [.start, .center, .end]
        let point = min(max(definition.anchorPoint, 0), 8)
        let anchor = definition.anchorFraction
        layout.line = .percent(anchor.vertical * 100)
        layout.lineAnchor = anchors[point / 3]
        layout.position = anchor.horizontal * 100
        layout.positionAnchor = anchors[point % 3]
        return layout
    }

    /// What the visible windows show, in reading order.
    private func screenRuns() -> [StyledRun] {
        var scalars = StyledScalars()
        var separated = false
        for index in shownWindows {
            windows[index]!.appendText(to: &scalars, separated: &separated)
        }
        return scalars.trimmedRuns()
    }
}
