import Foundation
import PlayerCore

/// The CSS of a SAMI file's `<STYLE>` block: the `P` rule every caption takes, the class rules
/// (`.ENCC { Name: English; lang: en-US; }`) that name each language's captions, and `#id`
/// rules. Selectors and property names are read in any letter case, as SAMI players read them.
struct SAMIStyleSheet {
    /// Declarations by lower-cased selector ("p", ".encc", "#big"), later rules overriding
    /// earlier ones property by property; a `P.ENCC` selector is filed under ".encc".
    private(set) var rules: [String: [String: String]] = [:]

    /// No rules.
    init() {}

    /// Reads `css`, the comments (`/* */`) and the HTML comment marks around it left out.
    init(css: String) {
        var text = css.replacingOccurrences(of: "<!--", with: " ")
            .replacingOccurrences(of: "-->", with: " ")
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        for rule in text.split(separator: "}") {
            guard let brace = rule.firstIndex(of: "{") else { continue }
            let declarations = Self.declarations(rule[rule.index(after: brace)...])
            for selector in rule[..<brace].split(separator: ",") {
                var key = selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                if key.hasPrefix("p."), key.count > 2 {
                    key.removeFirst()
                }
                guard !key.isEmpty else { continue }
                rules[key, default: [:]].merge(declarations) { $1 }
            }
        }
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

    /// The class's declarations, or none.
    func rule(forClass name: String) -> [String: String] {
        rules["." + name.lowercased()] ?? [:]
    }
}
