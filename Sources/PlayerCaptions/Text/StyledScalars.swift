import PlayerCore

/// Caption text gathered one Unicode scalar at a time, each with its style, before it is
/// tidied and grouped into runs.
struct StyledScalars {
    private var scalars: [Unicode.Scalar] = []
    private var styles: [TextStyle] = []

    /// Adds `scalar` drawn in `style`.
    mutating func append(_ scalar: Unicode.Scalar, style: TextStyle) {
        scalars.append(scalar)
        styles.append(style)
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

/// Groups scalars into runs of one style as they come.
private struct RunCollector {
    private var runs: [StyledRun] = []
    private var pending = String.UnicodeScalarView()
    private var pendingStyle: TextStyle = []

    mutating func add(_ scalar: Unicode.Scalar, style: TextStyle) {
        if style != pendingStyle, !pending.isEmpty {
            runs.append(StyledRun(String(pending), style: pendingStyle))
            pending = String.UnicodeScalarView()
        }
        pendingStyle = style
        pending.append(scalar)
    }

    func finished() -> [StyledRun] {
        pending.isEmpty ? runs : runs + [StyledRun(String(pending), style: pendingStyle)]
    }
}
