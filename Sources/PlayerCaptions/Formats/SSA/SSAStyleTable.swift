import PlayerCore

/// The base text style of each named style in a script's styles section.
struct SSAStyleTable {
    private var styles: [String: TextStyle] = [:]

    /// Records the style that a `Style:` line's `value` describes in the columns of `format`.
    ///
    /// Bold is on for `-1` (SSA's true), `1` or a font weight of 600 and above; italic and
    /// underline are on for any value but `0`.
    mutating func add(_ value: Substring, format: SSAFormat) {
        let fields = format.fields(of: value)
        func field(_ name: String) -> Substring? {
            format.index(of: name).flatMap { $0 < fields.count ? fields[$0].trimmingSpaces() : nil }
        }
        guard let name = field("Name") else { return }
        var style: TextStyle = []
        if let bold = field("Bold").flatMap({ Int($0) }), bold == -1 || bold == 1 || bold >= 600 {
            style.insert(.bold)
        }
        if let italic = field("Italic").flatMap({ Int($0) }), italic != 0 {
            style.insert(.italic)
        }
        if let underline = field("Underline").flatMap({ Int($0) }), underline != 0 {
            style.insert(.underline)
        }
        styles[Self.key(name)] = style
    }

    /// The base style of the style an event names; an unknown name falls back to the style
    /// called `Default`, as renderers do, and to plain text without one.
    func baseStyle(named name: Substring) -> TextStyle {
        styles[Self.key(name)] ?? styles["default"] ?? []
    }

    /// Style names match without surrounding spaces, letter case or the `*` some scripts
    /// put in front.
    private static func key(_ name: Substring) -> String {
        var trimmed = name.trimmingSpaces()
        if trimmed.first == "*" { trimmed = trimmed.dropFirst() }
        return trimmed.lowercased()
    }
}
