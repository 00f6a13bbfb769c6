import PlayerCore

/// A stretch of what a paragraph shows at one instant: text in one style, or a line break.
struct TTMLTextPiece {
    enum Content {
        /// Character data as written, white space not yet handled.
        case text(String, style: TextStyle, color: CueColor?, preservesSpace: Bool)
        /// A `<br/>`.
        case lineBreak
    }

    var content: Content
}

extension [TTMLTextPiece] {
    /// The runs these pieces show together, white space handled per `xml:space`.
    ///
    /// By default white space collapses: every run of spaces, tabs and line feeds, across
    /// element boundaries, becomes one space. With `xml:space="preserve"` spaces stay and line
    /// feeds break lines. Either way spaces at the ends of lines and blank lines at the ends
    /// of the text are dropped.
    func styledRuns() -> [StyledRun] {
        var scalars = StyledScalars()
        var followsSpace = true
        for piece in self {
            switch piece.content {
            case .lineBreak:
                scalars.append("\n", style: [])
                followsSpace = true
            case .text(let text, let style, let color, let preservesSpace):
                for scalar in text.unicodeScalars {
                    let isSpace = scalar == " " || scalar == "\t" || scalar == "\n"
                    if preservesSpace {
                        scalars.append(scalar == "\t" ? " " : scalar, style: style, color: color)
                    } else if !isSpace {
                        scalars.append(scalar, style: style, color: color)
                    } else if !followsSpace {
                        scalars.append(" ", style: style, color: color)
                    }
                    followsSpace = isSpace
                }
            }
        }
        return scalars.trimmedRuns()
    }
}
