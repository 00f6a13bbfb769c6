/// How speech-input names compare: as words, without case or punctuation, the way a Voice
/// Control user says them.
///
/// ```swift
/// SpokenName.words("Sous-titres : Activé")              // ["sous", "titres", "activé"]
/// SpokenName.name("Slow motion", contains: "slow")      // true
/// SpokenName.name("Slow motion", contains: "slow mo")   // false: "mo" is not a word of it
/// ```
public enum SpokenName {
    /// The words of `text`, lowercased; anything but letters and digits separates them.
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether the words of `phrase` appear in `name`, in order and next to each other (an
    /// empty phrase is in every name).
    public static func name(_ name: String, contains phrase: String) -> Bool {
        let haystack = words(name)
        let needle = words(phrase)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            Array(haystack[$0..<($0 + needle.count)]) == needle
        }
    }

    /// Whether `phrase` says exactly `name` (same words).
    public static func name(_ name: String, equals phrase: String) -> Bool {
        words(name) == words(phrase)
    }

    /// The part of `visibleText` that labels its control: the text with the control's value
    /// taken out ("Subtitles: Off" with the value "Off" labels as "Subtitles:"), since the
    /// value is the control's state, not its name.
    public static func visibleLabel(_ visibleText: String, value: String) -> String {
        guard !value.isEmpty, let range = visibleText.range(of: value, options: .caseInsensitive)
        else { return visibleText }
        var label = visibleText
        label.removeSubrange(range)
        return label
    }
}
