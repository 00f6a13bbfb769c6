import PlayerCore

/// The styles a SAMI paragraph's inline tags put in force, and its text as
/// ``CollapsingRunBuilder`` lays it out.
struct SAMIParagraphText {
    /// The styles open tags put in force, innermost last, each with its tag's name.
    private var stack: [(tag: String, style: CSSTextStyle)]
    private let styleSheet: SAMIStyleSheet
    /// The paragraph's text so far.
    private(set) var runs = CollapsingRunBuilder()
    /// The first `text-align` a tag inside the paragraph stated.
    private(set) var firstAlignment: CueTextAlignment?

    /// A builder for a paragraph in `style`.
    init(style: CSSTextStyle, styleSheet: SAMIStyleSheet) {
        stack = [("p", style)]
        self.styleSheet = styleSheet
    }

    /// Applies an inline tag: `<i>`, `<b>`, `<u>`, `<font color>`, `<span class style>`;
    /// others hold their text in the style around them.
    mutating func open(_ name: String, _ attributes: [String: String]) {
        var style = stack[stack.count - 1].style
        switch name {
        case "i", "em": style.style.insert(.italic)
        case "b", "strong": style.style.insert(.bold)
        case "u": style.style.insert(.underline)
        case "font":
            style = style.applying(attributes["color"].map { ["color": $0] } ?? [:])
        default: break
        }
        if let className = attributes["class"] {
            style = style.applying(styleSheet.rule(forClass: className))
        }
        if let inline = attributes["style"] {
            style = style.applying(CSSTextStyle.declarations(Substring(inline)))
        }
        if firstAlignment == nil, style.alignment != stack[stack.count - 1].style.alignment {
            firstAlignment = style.alignment
        }
        stack.append((name, style))
    }

    /// Closes the innermost open tag named `name`, and those inside it; a stray end tag
    /// changes nothing.
    mutating func close(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.tag == name }), index > 0 else { return }
        stack.removeSubrange(index...)
    }

    /// Adds text whose character references are already read, in the style in force.
    mutating func append(_ text: String) {
        let style = stack[stack.count - 1].style
        runs.append(text, style: style.style, color: style.color)
    }

    /// Ends the line (`<br>`).
    mutating func breakLine() {
        runs.breakLine()
    }
}
