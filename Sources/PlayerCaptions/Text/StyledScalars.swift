import PlayerCore

/// Caption text gathered one Unicode scalar at a time, each with its style and colour, before
/// it is tidied and grouped into runs.
struct StyledScalars {
    private var scalars: [Unicode.Scalar] = []
    private var styles: [RunLook] = []

    /// Adds `scalar` drawn in `style`, in `color` when the source states one.
    mutating func append(_ scalar: Unicode.Scalar, style: TextStyle, color: CueColor? = nil) {
        scalars.append(scalar)
        styles.append(RunLook(style: style, color: color))
    }

    /// Makes room for `count` scalars.
    mutating func reserveCapacity(_ count: Int) {
        scalars.reserveCapacity(count)
        styles.reserveCapacity(count)
    }

    /// The text as runs, every scalar kept, neighbouring runs of one style merged.
    func runs() -> [StyledRun] {
        var runs = RunCollector()
        for index in scalars.indices { runs.add(scalars[index], style: styles[index]) }
        return runs.finished()
    }

    /// The text as runs, with spaces at both ends of each line and blank lines at both ends of
    /// the text removed, and neighbouring runs of one style merged.
    ///
    /// Read line by line in one pass, keeping only the line breaks of blank lines not yet
    /// known to be inside the text, so that memory follows the runs made.
    func trimmedRuns() -> [StyledRun] {
        var runs = RunCollector()
        // The breaks that open the blank lines after the last line with text (and the next
        // line's own), kept only if more text follows.
        var pendingBreaks: [Int] = []
        var seenText = false
        var lineStart = 0
        while true {
            let lineEnd = scalars[lineStart...].firstIndex(of: "\n") ?? scalars.count
            if lineStart > 0 {
                pendingBreaks.append(lineStart - 1)
            }
            if let content = trimmedLine(lineStart..<lineEnd) {
                if seenText {
                    for index in pendingBreaks { runs.add(scalars[index], style: styles[index]) }
                }
                pendingBreaks = []
                seenText = true
                for index in content { runs.add(scalars[index], style: styles[index]) }
            }
            guard lineEnd < scalars.count else { break }
            lineStart = lineEnd + 1
        }
        return runs.finished()
    }

    /// The positions in `range` without the whitespace at either end; nil when nothing is left.
    private func trimmedLine(_ range: Range<Int>) -> Range<Int>? {
        let isBlank = { (index: Int) in self.scalars[index].properties.isWhitespace }
        guard let first = range.first(where: { !isBlank($0) }),
            let last = range.last(where: { !isBlank($0) })
        else { return nil }
        return first..<(last + 1)
    }
}

/// How one scalar is drawn: its style and colour.
private struct RunLook: Equatable {
    var style: TextStyle
    var color: CueColor?
}

/// Groups scalars into runs of one style and colour as they come.
private struct RunCollector {
    private var runs: [StyledRun] = []
    private var pending = String.UnicodeScalarView()
    private var pendingLook = RunLook(style: [], color: nil)

    mutating func add(_ scalar: Unicode.Scalar, style look: RunLook) {
        if look != pendingLook, !pending.isEmpty {
            runs.append(run(pending))
            pending = String.UnicodeScalarView()
        }
        pendingLook = look
        pending.append(scalar)
    }

    func finished() -> [StyledRun] {
        pending.isEmpty ? runs : runs + [run(pending)]
    }

    private func run(_ text: String.UnicodeScalarView) -> StyledRun {
        StyledRun(String(text), style: pendingLook.style, color: pendingLook.color)
    }
}
