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

    /// Reads `css`.
    init(css: String) {
        for (selectors, declarations) in CSSTextStyle.rules(of: css) {
            for selector in selectors {
                var key = selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                if key.hasPrefix("p."), key.count > 2 {
                    key.removeFirst()
                }
                guard !key.isEmpty else { continue }
                rules[key, default: [:]].merge(declarations) { $1 }
            }
        }
    }

    /// The class's declarations, or none.
    func rule(forClass name: String) -> [String: String] {
        rules["." + name.lowercased()] ?? [:]
    }
}
