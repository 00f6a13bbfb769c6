import PlayerAccessibility

extension PlayerScript {
    /// The assistive-technology command a line names, or nil when it names another:
    ///
    /// - `rotor` turns VoiceOver's rotor to its next setting, `rotor back` to the previous
    ///   one, `rotor SETTING` to that one (`headings`, `controls`, `adjustable`, or a custom
    ///   rotor's name); `rotor next [SETTING]` and `rotor previous [SETTING]` move by it.
    /// - `tab`, `shift-tab` and `key KEY` (`space`, `up`, `down`, `left`, `right`, `escape`,
    ///   `tab`, `shift-tab`) are Full Keyboard Access keys.
    /// - `voice PHRASE` (quotes optional) is a Voice Control phrase; `show names`,
    ///   `show numbers`, `hide names` and `hide numbers` are short for the phrase.
    static func assistiveAction(from words: [String], line: Int) throws(PlayerScriptError)
        -> ScriptAction?
    {
        let rest = Array(words.dropFirst())
        switch words[0] {
        case "rotor":
            return .assistive(.rotor(try rotorAction(rest, line: line)))
        case "tab", "shift-tab":
            guard rest.isEmpty else {
                throw PlayerScriptError(line: line, message: "\"\(words[0])\" takes no argument")
            }
            return .assistive(.key(words[0] == "tab" ? .tab : .shiftTab))
        case "key":
            guard rest.count == 1, let key = KeyboardKey(rawValue: rest[0]) else {
                let keys = KeyboardKey.allCases.map(\.rawValue).joined(separator: ", ")
                throw PlayerScriptError(line: line, message: "\"key\" takes one of \(keys)")
            }
            return .assistive(.key(key))
        case "voice":
            let phrase = unquoted(rest)
            guard !phrase.isEmpty else {
                throw PlayerScriptError(line: line, message: "\"voice\" needs a phrase")
            }
            return .assistive(.voice(phrase))
        case "show", "hide":
            guard rest == ["names"] || rest == ["numbers"] else { return nil }
            return .assistive(.voice(words.joined(separator: " ")))
        default:
            return nil
        }
    }

    private static func rotorAction(_ words: [String], line: Int) throws(PlayerScriptError)
        -> RotorAction
    {
        guard let first = words.first else { return .turn(clockwise: true) }
        switch first {
        case "back" where words.count == 1:
            return .turn(clockwise: false)
        case "next", "previous":
            let setting = words.count > 1 ? rotorChoice(Array(words.dropFirst())) : nil
            return .move(forward: first == "next", setting)
        default:
            return .select(rotorChoice(words))
        }
    }

    private static func rotorChoice(_ words: [String]) -> RotorChoice {
        switch unquoted(words).lowercased() {
        case "heading", "headings": .headings
        case "control", "controls": .controls
        case "adjustable", "adjustable-values", "adjustable values": .adjustableValues
        default: .named(unquoted(words))
        }
    }

    /// The words joined by spaces, without the quotation marks around them.
    private static func unquoted(_ words: [String]) -> String {
        let text = words.joined(separator: " ")
        let quotes: Set<Character> = ["\"", "“", "”", "'"]
        guard text.count >= 2, let first = text.first, let last = text.last, quotes.contains(first),
            quotes.contains(last)
        else { return text }
        return String(text.dropFirst().dropLast())
    }
}
