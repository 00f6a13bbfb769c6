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

    /// The text as runs, with spaces at both ends of each line and blank lines at both ends of
    /// the text removed, and neighbouring runs of one style merged.
    func trimmedRuns() -> [StyledRun] {
        let kept = indicesKeptAfterTrimming()
        var runs: [StyledRun] = []
        var pending = String.UnicodeScalarView()
        var pendingStyle: TextStyle = []
        for index in kept {
            if styles[index] != pendingStyle, !pending.isEmpty {
                runs.append(StyledRun(String(pending), style: pendingStyle))
                pending = String.UnicodeScalarView()
            }
            pendingStyle = styles[index]
            pending.append(scalars[index])
        }
        if !pending.isEmpty {
            runs.append(StyledRun(String(pending), style: pendingStyle))
        }
        return runs
    }

    /// The positions that survive trimming, in order.
    private func indicesKeptAfterTrimming() -> [Int] {
        // Each line: the position of the break that opens it (none for the first) and the
        // positions of its scalars with the spaces at both ends left out.
        var lines: [(openingBreak: Int?, content: [Int])] = []
        var lineStart = 0
        for index in scalars.indices where scalars[index] == "\n" {
            lines.append((lines.isEmpty ? nil : lineStart - 1, trimmedLine(lineStart..<index)))
            lineStart = index + 1
        }
        lines.append(
            (lines.isEmpty ? nil : lineStart - 1, trimmedLine(lineStart..<scalars.count)))
        guard let first = lines.firstIndex(where: { !$0.content.isEmpty }),
            let last = lines.lastIndex(where: { !$0.content.isEmpty })
        else { return [] }
        var kept: [Int] = []
        for lineNumber in first...last {
            if lineNumber > first, let openingBreak = lines[lineNumber].openingBreak {
                kept.append(openingBreak)
            }
            kept.append(contentsOf: lines[lineNumber].content)
        }
        return kept
    }

    /// The positions in `range` without the whitespace at either end.
    private func trimmedLine(_ range: Range<Int>) -> [Int] {
        let isBlank = { (index: Int) in self.scalars[index].properties.isWhitespace }
        guard let first = range.first(where: { !isBlank($0) }),
            let last = range.last(where: { !isBlank($0) })
        else { return [] }
        return Array(first...last)
    }
}
