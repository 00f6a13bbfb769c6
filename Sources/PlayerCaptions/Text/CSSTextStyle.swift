import Foundation
import PlayerCore

/// What CSS says about a caption's look, as far as cues carry it: text colour, italic, bold
/// and underline, and the paragraph's alignment. SAMI's `<STYLE>` and WebVTT's `STYLE` blocks
/// are read into it.
struct CSSTextStyle: Equatable {
    /// The text colour (`color`).
    var color: CueColor?
    /// Italic (`font-style: italic`), bold (`font-weight: bold` or 600 and up), underline
    /// (`text-decoration: underline`).
    var style: TextStyle = []
    /// `text-align: left | right | center`.
    var alignment: CueTextAlignment?

    /// This style with `declarations` applied over it; values it does not know change nothing.
    func applying(_ declarations: [String: String]) -> CSSTextStyle {
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

    /// The `property: value` pairs of a declaration block or a `style` attribute, names in
    /// lower case, values without surrounding spaces or quotes.
    static func declarations(_ block: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in block.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
                .lowercased()
            var value = declaration[declaration.index(after: colon)...]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if value.count >= 2, let first = value.first, first == "'" || first == "\"",
                value.last == first
            {
                value = String(value.dropFirst().dropLast())
            }
            if !name.isEmpty {
                result[name] = value
            }
        }
        return result
    }

    /// The rules of a style sheet, `selectors { declarations }`, in order, its comments
    /// (`/* */`) and HTML comment marks left out: each rule's selector list as written and its
    /// declarations.
    static func rules(of css: String) -> [(selectors: [Substring], declarations: [String: String])]
    {
        var text = css.replacingOccurrences(of: "<!--", with: " ")
            .replacingOccurrences(of: "-->", with: " ")
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        return text.split(separator: "}").compactMap { rule in
            guard let brace = rule.firstIndex(of: "{") else { return nil }
            return (
                rule[..<brace].split(separator: ","),
                declarations(rule[rule.index(after: brace)...])
            )
        }
    }
}
