import PlayerCore

extension AccessibilityTraits {
    /// Each trait with the name the CLI prints and JSON uses, in a fixed order.
    public static let namedTraits: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("adjustable", .adjustable), ("header", .header),
        ("selected", .selected), ("staticText", .staticText), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("collapsed", .collapsed),
        ("expanded", .expanded), ("image", .image),
    ]

    /// The names of the traits that are set, in ``namedTraits`` order.
    public var names: [String] {
        Self.namedTraits.filter { contains($0.trait) }.map(\.name)
    }
}

extension AccessibilityElement {
    /// The element as `controls --json` and the IPC write it: `{id, label, value, traits,
    /// hint, utterance}`, `traits` an array of trait names, an empty value or hint an empty
    /// string, the utterance composed in `language`; an element that opens a panel adds
    /// `expanded`, whether that panel is shown.
    public func jsonObject(in language: PlayerLanguage, by reader: ScreenReaderKind = .voiceOver)
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [
            ("id", .string(id.identifier)), ("label", .string(label)), ("value", .string(value)),
            ("traits", .array(traits.names.map { .string($0) })), ("hint", .string(hint)),
            ("visibleText", .string(visibleText)),
            ("utterance", .string(language.utterance(for: self, by: reader))),
        ]
        if let isExpanded {
            members.append(("expanded", .bool(isExpanded)))
        }
        return .object(members)
    }
}
