import PlayerCore

extension CEA608Memory {
    /// The caption the memory shows, from `start` (its end left at `start`); nil when no row
    /// holds a character.
    ///
    /// Rows are read top to bottom, "\n" between them, each from its first to its last cell
    /// that is not a space (a mid-row code at a row's start is not text); empty cells between
    /// (after a tab offset) read as spaces.
    /// The layout is that of the first row: row r of 1–15 at (10 + 80 × (r − 1) / 15)% down
    /// and its first column c of 0–31 at (10 + 80 × c / 32)% across, the top left of the
    /// caption box — the 608 grid over the middle 80% of the picture (the safe title area).
    func cue(at start: MediaTime) -> Cue? {
        var runs: [StyledRun] = []
        var firstRow: Int?
        var firstColumn = 0
        for row in 1...Self.rowCount {
            let cells = rows[row - 1]
            guard let first = cells.firstIndex(where: Self.isVisible),
                let last = cells.lastIndex(where: Self.isVisible)
            else { continue }
            if firstRow == nil {
                firstRow = row
                firstColumn = first
            } else if !runs.isEmpty {
                runs[runs.count - 1].text += "\n"
            }
            for cell in cells[first...last] {
                let character = cell?.character ?? " "
                let style = cell?.style ?? runs.last?.style ?? []
                let color = cell == nil ? runs.last?.color : cell?.color
                if let previous = runs.last, previous.style == style, previous.color == color {
                    runs[runs.count - 1].text.append(character)
                } else {
                    runs.append(StyledRun(String(character), style: style, color: color))
                }
            }
        }
        guard let firstRow else { return nil }
        var layout = CueLayout()
        layout.line = .percent(10 + 80 * Double(firstRow - 1) / Double(Self.rowCount))
        layout.lineAnchor = .start
        layout.position = 10 + 80 * Double(firstColumn) / Double(Self.columnCount)
        layout.positionAnchor = .start
        layout.textAlignment = .start
        return Cue(
            start: start, end: start, text: runs.map(\.text).joined(), runs: runs, layout: layout)
    }

    /// Whether a cell holds a character that is not a space.
    private static func isVisible(_ cell: Cell?) -> Bool {
        cell.map { !$0.character.isWhitespace } ?? false
    }
}
