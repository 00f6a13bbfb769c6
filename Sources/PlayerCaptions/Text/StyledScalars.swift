import PlayerCore

/// Caption text gathered as it is read, each stretch with its style and colour, before it is
/// tidied and grouped into runs.
///
/// The text is kept as UTF-8 bytes, and a look (style and colour) is recorded only where it
/// changes, so gathering costs a byte copy, not an allocation per character.
struct StyledScalars {
    private var bytes: [UInt8] = []
    /// Where each look starts in `bytes`, in increasing order; a look lasts until the next.
    private var lookChanges: [(start: Int, look: RunLook)] = []

    /// Adds `scalar` drawn in `style`, in `color` when the source states one.
    mutating func append(_ scalar: Unicode.Scalar, style: TextStyle, color: CueColor? = nil) {
        setLook(RunLook(style: style, color: color))
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
    }

    /// Adds text already in UTF-8, drawn in `style`, in `color` when the source states one.
    mutating func append(
        utf8 text: some Collection<UInt8>, style: TextStyle, color: CueColor? = nil
    ) {
        guard !text.isEmpty else { return }
        setLook(RunLook(style: style, color: color))
        bytes.append(contentsOf: text)
    }

    /// Makes room for `count` bytes (and a few changes of look).
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
        lookChanges.reserveCapacity(8)
    }

    private mutating func setLook(_ look: RunLook) {
        if lookChanges.last?.look != look {
            if lookChanges.last?.start == bytes.count {
                lookChanges[lookChanges.count - 1].look = look
            } else {
                lookChanges.append((bytes.count, look))
            }
        }
    }

    /// The text as runs, every character kept, neighbouring runs of one style merged.
    func runs() -> [StyledRun] {
        var runs = RunCollector(lookChanges: lookChanges)
        bytes.withUnsafeBufferPointer { buffer in
            runs.add(buffer, 0..<buffer.count)
            runs.finish()
        }
        return runs.runs
    }

    /// The text as runs, with spaces at both ends of each line and blank lines at both ends of
    /// the text removed, and neighbouring runs of one style merged.
    ///
    /// Read line by line in one pass, keeping only the line breaks of blank lines not yet
    /// known to be inside the text, so that memory follows the runs made.
    func trimmedRuns() -> [StyledRun] {
        var runs = RunCollector(lookChanges: lookChanges)
        bytes.withUnsafeBufferPointer { buffer in
            // The breaks that open the blank lines after the last line with text (and the next
            // line's own), kept only if more text follows: the first apart, as most text has no
            // blank line inside it.
            var pendingBreak: Int?
            var blankLineBreaks: [Int] = []
            var seenText = false
            var lineStart = 0
            while true {
                var lineEnd = lineStart
                while lineEnd < buffer.count, buffer[lineEnd] != 0x0A { lineEnd += 1 }
                if lineStart > 0 {
                    if pendingBreak == nil {
                        pendingBreak = lineStart - 1
                    } else {
                        blankLineBreaks.append(lineStart - 1)
                    }
                }
                if let content = trimmedLine(buffer, lineStart..<lineEnd) {
                    if seenText, let first = pendingBreak {
                        runs.add(buffer, first..<(first + 1))
                        for index in blankLineBreaks { runs.add(buffer, index..<(index + 1)) }
                    }
                    pendingBreak = nil
                    blankLineBreaks.removeAll(keepingCapacity: true)
                    seenText = true
                    runs.add(buffer, content)
                }
                guard lineEnd < buffer.count else { break }
                lineStart = lineEnd + 1
            }
            runs.finish()
        }
        return runs.runs
    }

    /// The byte positions in `range` without the whitespace at either end (Unicode's
    /// White_Space characters); nil when nothing is left.
    private func trimmedLine(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> Range<Int>?
    {
        var first = range.lowerBound
        while first < range.upperBound {
            let (scalar, length) = decodeScalar(buffer, at: first, before: range.upperBound)
            guard scalar.isCaptionWhitespace else { break }
            first += length
        }
        guard first < range.upperBound else { return nil }
        var last = range.upperBound
        while last > first {
            var lead = last - 1
            while lead > first, buffer[lead] & 0xC0 == 0x80 { lead -= 1 }
            let (scalar, _) = decodeScalar(buffer, at: lead, before: last)
            guard scalar.isCaptionWhitespace else { break }
            last = lead
        }
        return first..<last
    }
}

/// The scalar whose UTF-8 starts at `index` and how many bytes it takes. The bytes are valid
/// UTF-8, as they only ever come from strings and encoded scalars.
private func decodeScalar(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int)
    -> (Unicode.Scalar, Int)
{
    let lead = buffer[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length where index + offset < end {
        value = value << 6 | UInt32(buffer[index + offset] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
}

extension Unicode.Scalar {
    /// Whether this is White_Space, answered without Unicode's tables for ASCII (tab to
    /// carriage return, and space).
    fileprivate var isCaptionWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}

/// How one stretch is drawn: its style and colour.
private struct RunLook: Equatable {
    var style: TextStyle
    var color: CueColor?
}

/// Groups byte ranges into runs of one style and colour as they come, in increasing order.
private struct RunCollector {
    private(set) var runs: [StyledRun] = []
    private let lookChanges: [(start: Int, look: RunLook)]
    /// The look change in force at the last byte added.
    private var lookIndex = 0
    private var pending: [UInt8] = []
    private var pendingLook = RunLook(style: [], color: nil)

    init(lookChanges: [(start: Int, look: RunLook)]) {
        self.lookChanges = lookChanges
        // A run per look at most.
        runs.reserveCapacity(lookChanges.count)
    }

    /// Adds the bytes of `range`, which starts after every range added before.
    mutating func add(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            while lookIndex + 1 < lookChanges.count, lookChanges[lookIndex + 1].start <= start {
                lookIndex += 1
            }
            let nextChange =
                lookIndex + 1 < lookChanges.count ? lookChanges[lookIndex + 1].start : Int.max
            let end = min(range.upperBound, nextChange)
            let look = lookChanges.isEmpty ? pendingLook : lookChanges[lookIndex].look
            if look != pendingLook, !pending.isEmpty { flush() }
            pendingLook = look
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
            start = end
        }
    }

    /// Ends the last run.
    mutating func finish() {
        if !pending.isEmpty { flush() }
    }

    private mutating func flush() {
        runs.append(
            StyledRun(
                String(decoding: pending, as: UTF8.self), style: pendingLook.style,
                color: pendingLook.color))
        pending.removeAll(keepingCapacity: true)
    }
}
