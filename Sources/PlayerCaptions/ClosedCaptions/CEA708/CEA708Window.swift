import PlayerCore

/// One of a caption service's eight windows (CTA-708-E §8.4): where DefineWindow put it,
/// whether it shows, its pen, and the text the pen has written, cell by cell.
///
/// The text is a grid of `rowCount` rows; a row holds the cells written so far, an unwritten
/// cell being nil. The pen writes left to right, the print direction every predefined window
/// style uses; other print directions are kept in ``attributes`` but write the same way. A row
/// is not cut at the window's column count (a viewer's larger font or a miscounted definition
/// must not lose words), only at ``maximumColumns``, past which characters are dropped.
struct CEA708Window {
    /// One written cell: its character and the pen's style when it was written.
    struct Cell: Equatable {
        /// What the cell shows: one character, or "[CC]" for the caption icon.
        var text: String
        /// Italic and underline, from the pen.
        var style: TextStyle
        /// Whether it shows only white space.
        var isBlank: Bool

        /// A cell showing `text` in `style`.
        init(_ text: String, style: TextStyle) {
            self.text = text
            self.style = style
            isBlank = text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
        }
    }

    /// The widest a row grows: SetPenLocation reaches column 63.
    static let maximumColumns = 64

    /// The latest DefineWindow for this window.
    private(set) var definition: CEA708WindowDefinition
    /// The latest SetWindowAttributes, if any came since a window style was set.
    var attributes: CEA708WindowAttributes?
    /// Whether the window is shown (DefineWindow's visible flag, then DSW, HDW, TGW).
    var isVisible: Bool
    /// The pen's attributes for the next characters.
    var pen = CEA708PenAttributes.standard
    /// The written cells, row by row.
    private(set) var rows: [[Cell?]]
    /// The row the next character goes in.
    private(set) var penRow = 0
    /// The column the next character goes in.
    private(set) var penColumn = 0

    /// A window newly defined by `definition`: empty, its pen at the top left (§8.10.5).
    init(definition: CEA708WindowDefinition) {
        self.definition = definition
        isVisible = definition.isVisible
        rows = Array(repeating: [], count: definition.rowCount)
    }

    /// Takes a DefineWindow for a window that exists: its text and pen location stay
    /// (§8.10.5). A pen style other than 0 sets the pen to that predefined style (upright and
    /// not underlined, as they all are), a window style other than 0 drops the attributes SWA
    /// set; 0 keeps them. With fewer rows, the top rows go, as when the text scrolls; with
    /// more, empty rows are added at the bottom.
    mutating func redefine(_ newDefinition: CEA708WindowDefinition) {
        definition = newDefinition
        isVisible = newDefinition.isVisible
        if newDefinition.penStyle != 0 {
            pen = .standard
        }
        if newDefinition.windowStyle != 0 {
            attributes = nil
        }
        let surplus = rows.count - newDefinition.rowCount
        if surplus > 0 {
            rows.removeFirst(surplus)
            penRow = max(penRow - surplus, 0)
        } else {
            rows += Array(repeating: [], count: -surplus)
        }
    }

    /// Whether any cell shows more than white space.
    var hasText: Bool {
        rows.contains { row in row.contains { $0.map { !$0.isBlank } ?? false } }
    }

    /// The cell under the pen, if written.
    var cellAtPen: Cell? {
        penColumn < rows[penRow].count ? rows[penRow][penColumn] : nil
    }

    /// Whether the pen is on the last row, where a carriage return scrolls.
    var penIsOnLastRow: Bool {
        penRow == rows.count - 1
    }

    /// Writes `text` at the pen in the pen's style and moves the pen one column on.
    mutating func write(_ text: String) {
        guard penColumn < Self.maximumColumns else { return }
        if rows[penRow].count <= penColumn {
            rows[penRow] += Array(repeating: nil, count: penColumn + 1 - rows[penRow].count)
        }
        rows[penRow][penColumn] = Cell(text, style: pen.textStyle)
        penColumn += 1
    }

    /// BS: moves the pen back one column and erases that cell (§7.1.4); nothing at the start
    /// of a row.
    mutating func backspace() {
        guard penColumn > 0 else { return }
        penColumn -= 1
        if penColumn < rows[penRow].count {
            rows[penRow][penColumn] = nil
        }
    }

    /// CR: moves the pen to the start of the next row; on the last row the text scrolls up
    /// one row, the top row leaving the window (§7.1.4).
    mutating func carriageReturn() {
        if penIsOnLastRow {
            rows.removeFirst()
            rows.append([])
        } else {
            penRow += 1
        }
        penColumn = 0
    }

    /// HCR: erases the pen's row and moves the pen to its start (§7.1.4).
    mutating func eraseRow() {
        rows[penRow] = []
        penColumn = 0
    }

    /// FF and ClearWindows: erases the text and moves the pen to the top left (§7.1.4,
    /// §8.10.5).
    mutating func erase() {
        rows = Array(repeating: [], count: rows.count)
        penRow = 0
        penColumn = 0
    }

    /// SetPenLocation: the pen goes to `row` and `column`, kept inside the window's rows and
    /// the widest row (§8.10.5).
    mutating func movePen(row: Int, column: Int) {
        penRow = min(row, rows.count - 1)
        penColumn = min(column, Self.maximumColumns - 1)
    }

    /// Appends the rows that show text, each from its first written cell to its last, an
    /// unwritten cell between them as a space, rows separated by "\n"; `separated` says
    /// whether something came before, which a "\n" then separates from these rows.
    func appendText(to scalars: inout StyledScalars, separated: inout Bool) {
        for row in rows where row.contains(where: { $0.map { !$0.isBlank } ?? false }) {
            let written = row.indices.filter { row[$0] != nil }
            var style = row[written[0]]!.style
            if separated {
                scalars.append("\n", style: style)
            }
            separated = true
            for column in written[0]...written.last! {
                guard let cell = row[column] else {
                    scalars.append(" ", style: style)
                    continue
                }
                style = cell.style
                for scalar in cell.text.unicodeScalars {
                    scalars.append(scalar, style: style)
                }
            }
        }
    }
}
