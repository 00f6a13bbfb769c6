import Foundation
import PlayerCore

/// The `::cue` rules of a WebVTT file's `STYLE` blocks (W3C WebVTT §6.1, on CSS Selectors),
/// as far as cues carry style: colour, italic, bold and underline.
///
/// A rule's selector is `::cue`, for all cue text, or `::cue(…)` holding one compound
/// selector: an element name (`c`, `i`, `b`, `u`, `v`, `lang`, `ruby`, `rt`), classes
/// (`.a.b`), an identifier (`#id`, the cue's) and attributes (`[voice]`, `[voice="x"]`,
/// `[lang="en"]`), in any combination (`::cue(v[voice="Mary"])`, `::cue(c.yellow)`). Rules
/// with combinators or pseudo-classes inside `::cue()` are not applied. Matching rules apply in
/// the order written (not by specificity), each over what its element inherits.
public struct WebVTTStyleSheet: Hashable, Sendable {
    /// One compound selector inside `::cue()`.
    struct Selector: Hashable, Sendable {
        /// The element name, lower-cased; nil for any element.
        var element: String?
        var classes: [String] = []
        /// The cue identifier it requires.
        var identifier: String?
        /// Attribute names and the value each must have (nil: only present).
        var attributes: [String: String?] = [:]

        /// Whether it selects the cue's text as a whole (`::cue`, `::cue(#id)`).
        var isRoot: Bool { element == nil && classes.isEmpty && attributes.isEmpty }
    }

    /// The rules in order.
    private(set) var rules: [(selector: Selector, declarations: [String: String])] = []

    /// No rules.
    public init() {}

    /// Whether there is no rule to apply.
    public var isEmpty: Bool { rules.isEmpty }

    /// Adds the rules of one `STYLE` block's CSS.
    mutating func add(css: String) {
        for (selectors, declarations) in CSSTextStyle.rules(of: css) {
            for written in selectors {
                if let selector = Self.selector(written) {
                    rules.append((selector, declarations))
                }
            }
        }
    }

    /// The style of the cue's text as a whole, for the cue named `identifier`.
    func rootStyle(identifier: String) -> CSSTextStyle {
        rules.reduce(CSSTextStyle()) { style, rule in
            rule.selector.isRoot && rule.selector.identifier.map { $0 == identifier } ?? true
                ? style.applying(rule.declarations) : style
        }
    }

    /// The style inside an element of `kind` with `classes`, within `parent`, in the cue
    /// named `identifier`.
    func style(
        within parent: CSSTextStyle, kind: WebVTTCueElementKind, classes: [String],
        identifier: String
    ) -> CSSTextStyle {
        rules.reduce(parent) { style, rule in
            Self.matches(rule.selector, kind: kind, classes: classes, identifier: identifier)
                ? style.applying(rule.declarations) : style
        }
    }

    private static func matches(
        _ selector: Selector, kind: WebVTTCueElementKind, classes: [String], identifier: String
    ) -> Bool {
        guard !selector.isRoot,
            selector.identifier.map({ $0 == identifier }) ?? true,
            selector.element.map({ $0 == "*" || $0 == kind.tagName }) ?? true,
            selector.classes.allSatisfy(classes.contains)
        else { return false }
        return selector.attributes.allSatisfy { name, value in
            let actual: String? =
                switch (name, kind) {
                case ("voice", .voice(let voice)): voice
                case ("lang", .language(let language)): language
                default: nil
                }
            guard let actual else { return false }
            return value.map { $0 == actual } ?? true
        }
    }

    /// The selector `::cue` or `::cue(compound)` as written; nil for any other.
    private static func selector(_ written: Substring) -> Selector? {
        let text = written.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.lowercased().hasPrefix("::cue") else { return nil }
        let rest = text.dropFirst(5)
        if rest.isEmpty { return Selector() }
        guard rest.first == "(", rest.last == ")" else { return nil }
        return compound(Array(rest.dropFirst().dropLast()))
    }

    /// Reads a compound selector: an optional element name, then classes, an identifier
    /// and attributes; nil at anything else.
    private static func compound(_ characters: [Character]) -> Selector? {
        var selector = Selector()
        var index = 0
        func name() -> String {
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "-" || characters[index] == "_"
                    || !characters[index].isASCII
            {
                index += 1
            }
            return String(characters[start..<index])
        }
        if index < characters.count, characters[index] == "*" {
            index += 1
        } else if index < characters.count, characters[index].isLetter {
            selector.element = name().lowercased()
        }
        while index < characters.count {
            let mark = characters[index]
            index += 1
            switch mark {
            case ".":
                let className = name()
                guard !className.isEmpty else { return nil }
                selector.classes.append(className)
            case "#":
                let identifier = name()
                guard !identifier.isEmpty else { return nil }
                selector.identifier = identifier
            case "[":
                guard let close = characters[index...].firstIndex(of: "]") else { return nil }
                let inside = String(characters[index..<close])
                index = close + 1
                let parts = inside.split(
                    separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let attribute = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
                guard !attribute.isEmpty else { return nil }
                var value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
                if let quoted = value, quoted.count >= 2, let quote = quoted.first,
                    quote == "\"" || quote == "'", quoted.last == quote
                {
                    value = String(quoted.dropFirst().dropLast())
                }
                selector.attributes[attribute] = .some(value)
            default:
                return nil
            }
        }
        return selector
    }
}

extension WebVTTStyleSheet {
    /// Rules compare by their selectors and declarations.
    public static func == (lhs: WebVTTStyleSheet, rhs: WebVTTStyleSheet) -> Bool {
        lhs.rules.map(\.selector) == rhs.rules.map(\.selector)
            && lhs.rules.map(\.declarations) == rhs.rules.map(\.declarations)
    }

    /// Hashes the selectors and declarations.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules.map(\.selector))
        hasher.combine(rules.map(\.declarations))
    }
}
