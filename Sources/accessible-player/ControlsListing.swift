import PlayerAccessibility
import PlayerCore

/// How `controls` prints the elements a screen reader can reach: text blocks or JSON.
enum ControlsListing {
    /// One block per element: `[id] label`, then its value, traits, hint and utterance.
    static func text(_ elements: [AccessibilityElement], language: PlayerLanguage) -> String {
        elements.map { element in
            var lines = ["[\(element.id.identifier)] \(element.label)"]
            if !element.value.isEmpty {
                lines.append("  value   \(element.value)")
            }
            lines.append("  traits  \(element.traits.names.joined(separator: ", "))")
            if !element.hint.isEmpty {
                lines.append("  hint    \(element.hint)")
            }
            lines.append("  says    \(language.utterance(for: element))")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// A JSON array of `{id, label, value, traits, hint, utterance}`, `traits` an array of
    /// trait names; an empty value or hint is an empty string.
    static func json(_ elements: [AccessibilityElement], language: PlayerLanguage) -> String {
        let objects = elements.map { $0.jsonObject(in: language) }
        return JSONValue.array(objects).written(.rows)
    }
}
