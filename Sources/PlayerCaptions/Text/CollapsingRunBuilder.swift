import PlayerCore

/// Builds a caption's styled runs from text laid out as HTML and teletext lay it out: spaces
/// and line breaks in the source are one space, none at a line's start or end; lines are
/// broken where the format says; empty lines at the start and end are dropped, and a caption
/// of nothing but spaces (`&nbsp;` among them) has no runs.
struct CollapsingRunBuilder {
    /// The finished lines, and the line being written.
    private var lines: [[StyledRun]] = []
    private var line: [StyledRun] = []
    /// Whether a collapsed space waits to be written before the next visible character.
    private var pendingSpace = false

    /// An empty caption.
    init() {}

    /// Whether the line being written has no visible character yet.
    var isLineEmpty: Bool { line.isEmpty }

    /// Ends the line (`<br>`, a teletext CR/LF).
    mutating func breakLine() {
        lines.append(line)
        line = []
        pendingSpace = false
    }

    /// Adds `text` in `style` and `color`.
    mutating func append(_ text: String, style: TextStyle, color: CueColor?) {
        var written = ""
        for character in text {
            if character == " " || character == "\t" || character.isNewline {
                pendingSpace = !line.isEmpty || !written.isEmpty
            } else {
                if pendingSpace {
                    // A space left before this text goes with the text before it, in its style.
                    if written.isEmpty {
                        line[line.count - 1].text.append(" ")
                    } else {
                        written.append(" ")
                    }
                    pendingSpace = false
                }
                written.append(character)
            }
        }
        guard !written.isEmpty else { return }
        if let last = line.last, last.style == style, last.color == color {
            line[line.count - 1].text += written
        } else {
            line.append(StyledRun(written, style: style, color: color))
        }
    }

    /// The runs, lines joined by "\n"; empty when the paragraph shows nothing (its text is
    /// only spaces, `&nbsp;` among them).
    func finishedRuns() -> [StyledRun] {
        let trimmed = (lines + [line]).map(Self.trimmingNonBreakingSpaces)
        guard let first = trimmed.firstIndex(where: { !$0.isEmpty }),
            let last = trimmed.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        var runs: [StyledRun] = []
        var breaks = ""
        for line in trimmed[first...last] {
            for var run in line {
                run.text = breaks + run.text
                breaks = ""
                if let previous = runs.last, previous.style == run.style,
                    previous.color == run.color
                {
                    runs[runs.count - 1].text += run.text
                } else {
                    runs.append(run)
                }
            }
            breaks += "\n"
        }
        return runs
    }

    /// A line without non-breaking spaces at its ends (what `&nbsp;` leaves in a clearing
    /// paragraph), runs left empty removed.
    private static func trimmingNonBreakingSpaces(_ line: [StyledRun]) -> [StyledRun] {
        var line = line
        let isSpace: (Character) -> Bool = { $0 == "\u{A0}" || $0 == " " }
        while let first = line.first {
            let text = first.text.drop(while: isSpace)
            if text.isEmpty {
                line.removeFirst()
            } else {
                line[0].text = String(text)
                break
            }
        }
        while let last = line.last {
            var text = Substring(last.text)
            while let character = text.last, isSpace(character) {
                text.removeLast()
            }
            if text.isEmpty {
                line.removeLast()
            } else {
                line[line.count - 1].text = String(text)
                break
            }
        }
        return line
    }
}
