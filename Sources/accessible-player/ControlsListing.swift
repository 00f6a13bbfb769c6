import Foundation
import PlayerAccessibility
import PlayerMedia

/// How `controls` prints the elements a screen reader can reach: text blocks or JSON.
enum ControlsListing {
    /// One block per element: `[id] label`, then its value, traits, hint and utterance, with
    /// control characters escaped (the title comes from the file).
    static func text(_ elements: [AccessibilityElement], language: PlayerLanguage) -> String {
        let text = elements.map { element in
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
        return TerminalText.escaped(text)
    }

    /// A JSON array of `{id, label, value, traits, hint, utterance}`, `traits` an array of
    /// trait names; an empty value or hint is an empty string.
    static func json(_ elements: [AccessibilityElement], language: PlayerLanguage) throws
        -> String
    {
        let objects: [[String: Any]] = elements.map { element in
            [
                "id": element.id.identifier, "label": element.label, "value": element.value,
                "traits": element.traits.names, "hint": element.hint,
                "utterance": language.utterance(for: element),
            ]
        }
        let data = try JSONSerialization.data(
            withJSONObject: objects,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
