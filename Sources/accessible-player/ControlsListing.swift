import PlayerAccessibility
import PlayerCore

/// How `controls` prints the elements a screen reader can reach: text blocks or JSON.
enum ControlsListing {
    /// One block per element: `[id] label`, then its value, traits, hint, what is drawn on
    /// it (when that is not its label) and what `reader` says, with control characters
    /// escaped (the title comes from the file).
    static func text(
        _ elements: [AccessibilityElement], language: PlayerLanguage,
        reader: ScreenReaderKind = .voiceOver
    ) -> String {
        let text = elements.map { element in
            var lines = ["[\(element.id.identifier)] \(element.label)"]
            if !element.value.isEmpty {
                lines.append("  value   \(element.value)")
            }
            lines.append("  traits  \(element.traits.names.joined(separator: ", "))")
            if !element.hint.isEmpty {
                lines.append("  hint    \(element.hint)")
            }
            if let visible = element.visibleText, visible != element.label {
                lines.append("  shows   \(visible)")
            }
            lines.append("  says    \(language.utterance(for: element, by: reader))")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
        return TerminalText.escaped(text)
    }

    /// A JSON array of `{id, label, value, traits, hint, visibleText, utterance}`, `traits` an
    /// array of trait names; an empty value or hint is an empty string, no visible text null.
    static func json(
        _ elements: [AccessibilityElement], language: PlayerLanguage,
        reader: ScreenReaderKind = .voiceOver
    ) -> String {
        let objects = elements.map { $0.jsonObject(in: language, by: reader) }
        return JSONValue.array(objects).written(.rows)
    }
}
