import PlayerAccessibility

extension AccessibilityTraits {
    /// Each trait with the name the CLI prints and JSON uses, in a fixed order.
    static let namedTraits: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("adjustable", .adjustable), ("header", .header),
        ("selected", .selected), ("staticText", .staticText), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently),
    ]

    /// The names of the traits that are set, in ``namedTraits`` order.
    var names: [String] {
        Self.namedTraits.filter { contains($0.trait) }.map(\.name)
    }
}
