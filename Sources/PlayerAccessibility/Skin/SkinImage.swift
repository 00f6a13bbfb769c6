/// A picture a skin draws over the player (a channel logo, a divider): either labelled, so a
/// screen reader names it ("Acme TV, image"), or decorative and hidden from the accessibility
/// tree, as WCAG 1.1.1 (Non-text Content) asks of every non-text element.
public struct SkinImage: Hashable, Sendable {
    /// Its identifier in logs and listings ("logo"); never a control's or a panel's name.
    public var name: String
    /// What a screen reader calls it; nil when the skin gives none.
    public var label: LocalizedText?
    /// Whether it is decoration only, hidden from screen readers.
    public var isDecorative: Bool

    /// An image called `name`, labelled `label` or decorative.
    public init(name: String, label: LocalizedText? = nil, isDecorative: Bool = false) {
        self.name = name
        self.label = label
        self.isDecorative = isDecorative
    }

    /// Whether a screen reader user is left without its meaning: neither labelled nor marked
    /// decorative (a WCAG 1.1.1 failure, which `controls --check` reports).
    public var lacksTextAlternative: Bool {
        !isDecorative && (label?.texts.values.allSatisfy(\.isEmpty) ?? true)
    }
}
