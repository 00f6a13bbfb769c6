import PlayerCore

/// What one `Style:` line of a script sets for the events that name it.
struct SSAStyle: Hashable {
    /// Bold, italic and underline.
    var textStyle: TextStyle = []
    /// `PrimaryColour`, the text's colour.
    var color: CueColor?
    /// `Alignment` on the numeric keypad (SSA v4's legacy numbers already converted).
    var alignment = 2
    /// `MarginL`, `MarginR` and `MarginV`.
    var margins = ASSMargins()
}

/// The styles of a script's styles section, by name.
struct SSAStyleTable {
    private var styles: [String: SSAStyle] = [:]

    /// Records the style that a `Style:` line's `value` describes in the columns of `format`;
    /// `isLegacy` is true in an SSA `[V4 Styles]` section, whose alignments use SSA's numbers.
    ///
    /// Bold is on for `-1` (SSA's true), `1` or a font weight of 600 and above; italic and
    /// underline are on for any value but `0`. An alignment outside the numbering is left at
    /// bottom centre.
    mutating func add(_ value: Substring, format: SSAFormat, isLegacy: Bool) {
        let fields = format.fields(of: value)
        func field(_ name: String) -> Substring? {
            format.index(of: name).flatMap { $0 < fields.count ? fields[$0].trimmingSpaces() : nil }
        }
        func number(_ name: String) -> Double? { field(name).flatMap { Double($0) } }
        guard let name = field("Name") else { return }
        var style = SSAStyle()
        if let bold = field("Bold").flatMap({ Int($0) }), bold == -1 || bold == 1 || bold >= 600 {
            style.textStyle.insert(.bold)
        }
        if let italic = field("Italic").flatMap({ Int($0) }), italic != 0 {
            style.textStyle.insert(.italic)
        }
        if let underline = field("Underline").flatMap({ Int($0) }), underline != 0 {
            style.textStyle.insert(.underline)
        }
        style.color = field("PrimaryColour").flatMap { CueColor(assColor: $0) }
        if let alignment = field("Alignment").flatMap({ Int($0) }) {
            let keypad =
                isLegacy
                ? ASSPlacement.keypadAlignment(legacy: alignment)
                : (1...9).contains(alignment) ? alignment : nil
            style.alignment = keypad ?? 2
        }
        style.margins = ASSMargins(
            left: number("MarginL") ?? 0, right: number("MarginR") ?? 0,
            vertical: number("MarginV") ?? 0)
        styles[Self.key(name)] = style
    }

    /// The style an event names; an unknown name falls back to the style called `Default`, as
    /// renderers do, and to plain bottom-centred text without one.
    func style(named name: Substring) -> SSAStyle {
        styles[Self.key(name)] ?? styles["default"] ?? SSAStyle()
    }

    /// Style names match without surrounding spaces, letter case or the `*` some scripts
    /// put in front.
    private static func key(_ name: Substring) -> String {
        var trimmed = name.trimmingSpaces()
        if trimmed.first == "*" { trimmed = trimmed.dropFirst() }
        return trimmed.lowercased()
    }
}
