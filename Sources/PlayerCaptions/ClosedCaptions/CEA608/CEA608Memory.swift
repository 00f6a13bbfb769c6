import PlayerCore

/// One CEA-608 caption memory (displayed or non-displayed): 15 rows of 32 cells, each empty or
/// holding a character in a style and colour.
struct CEA608Memory: Equatable {
    /// A written cell.
    struct Cell: Equatable {
        var character: Character
        var style: TextStyle
        var color: CueColor?
    }

    static let rowCount = 15
    static let columnCount = 32

    /// Rows 1–15 at indices 0–14; nil is an empty cell.
    private(set) var rows = [[Cell?]](
        repeating: [Cell?](repeating: nil, count: columnCount), count: rowCount)

    /// Whether no cell is written.
    var isEmpty: Bool { rows.allSatisfy { $0.allSatisfy { $0 == nil } } }

    /// Writes `cell` at `row` (1–15) and `column` (0–31).
    mutating func write(_ cell: Cell?, row: Int, column: Int) {
        rows[row - 1][column] = cell
    }

    /// Empties row `row` (1–15) from `column` to its end.
    mutating func erase(row: Int, from column: Int = 0) {
        for index in column..<Self.columnCount {
            rows[row - 1][index] = nil
        }
    }

    /// Whether this memory holds every character of `earlier` in the same cell, and maybe
    /// more: text was only added.
    func extends(_ earlier: CEA608Memory) -> Bool {
        zip(rows, earlier.rows).allSatisfy { row, earlierRow in
            zip(row, earlierRow).allSatisfy { cell, earlierCell in
                earlierCell == nil || cell == earlierCell
            }
        }
    }

    /// Empties every cell.
    mutating func eraseAll() {
        self = CEA608Memory()
    }

    /// Moves the `count` rows ending at `bottom` up by one, the top one leaving the screen
    /// and `bottom` left empty (a roll-up carriage return).
    mutating func rollUp(bottom: Int, count: Int) {
        let top = max(1, bottom - count + 1)
        for row in top..<bottom {
            rows[row - 1] = rows[row]
        }
        erase(row: bottom)
    }

    /// Keeps only the rows in `range`, emptying the others.
    mutating func keepRows(_ range: ClosedRange<Int>) {
        for row in 1...Self.rowCount where !range.contains(row) {
            erase(row: row)
        }
    }

    /// Moves the `count` rows ending at `bottom` so that they end at `newBottom`, emptying the
    /// rest (a PAC moving a roll-up window).
    mutating func moveWindow(bottom: Int, count: Int, to newBottom: Int) {
        guard bottom != newBottom else { return }
        let moved = (0..<count).map { offset -> [Cell?] in
            let row = bottom - offset
            return row >= 1 ? rows[row - 1] : []
        }
        eraseAll()
        for (offset, cells) in moved.enumerated() where !cells.isEmpty {
            let row = newBottom - offset
            if row >= 1 {
                rows[row - 1] = cells
            }
        }
    }
}
