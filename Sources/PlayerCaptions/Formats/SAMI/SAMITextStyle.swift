import PlayerCore

/// What SAMI's CSS says about a caption's look, as far as cues carry it: text colour, italic,
/// bold and underline, and the paragraph's alignment.
struct SAMITextStyle: Equatable {
    /// The text colour (`color`).
    var color: CueColor?
    /// Italic (`font-style: italic`), bold (`font-weight: bold` or 600 and up), underline
    /// (`text-decoration: underline`).
    var style: TextStyle = []
    /// `text-align: left | right | center`.
    var alignment: CueTextAlignment?

    /// This style with `declarations` applied over it; values it does not know change nothing.
    func applying(_ declarations: [String: String]) -> SAMITextStyle {
        var result = self
        if let value = declarations["color"], let color = CueColor(cssValue: value) {
            result.color = color
        }
        switch declarations["font-style"]?.lowercased() {
        case "italic", "oblique": result.style.insert(.italic)
        case "normal": result.style.remove(.italic)
        default: break
        }
        if let weight = declarations["font-weight"]?.lowercased() {
            if weight == "bold" || weight == "bolder" || (Int(weight).map { $0 >= 600 } ?? false) {
                result.style.insert(.bold)
            } else if weight == "normal" || weight == "lighter" || Int(weight) != nil {
                result.style.remove(.bold)
            }
        }
        switch declarations["text-decoration"]?.lowercased() {
        case .some(let value) where value.contains("underline"): result.style.insert(.underline)
        case "none": result.style.remove(.underline)
        default: break
        }
        switch declarations["text-align"]?.lowercased() {
        case "left": result.alignment = .left
        case "right": result.alignment = .right
        case "center": result.alignment = .center
        default: break
        }
        return result
    }
}
