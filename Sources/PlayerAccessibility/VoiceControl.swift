import PlayerCore

/// Voice Control: commands spoken in English over the names of the elements that act.
///
/// - "Show names" lists each actionable element's name (its accessible label); "Show
///   numbers" numbers them; "Hide names" / "Hide numbers" takes the overlay away.
/// - "Tap NAME" activates the button whose name is NAME (the same words; else the one
///   button whose name contains them). When several have it, Voice Control asks which,
///   numbered, and "Tap 2" (or "Choose 2") picks one; after "Show numbers", "Tap N" taps
///   number N.
/// - "Increment NAME" / "Decrement NAME" adjusts a slider.
///
/// A user says what they see. When the words said are drawn on a button whose name lacks
/// them ("Lock Controls" drawn, "Lock screen" named), nothing is tapped, and the reply says
/// so: a failure of WCAG 2.5.3 Label in Name.
public struct VoiceControl: Hashable, Sendable {
    /// What is shown over the elements.
    public enum Overlay: Hashable, Sendable {
        /// Nothing.
        case none
        /// Each element's name.
        case names
        /// A number on each element.
        case numbers
    }

    /// The overlay shown.
    public private(set) var overlay = Overlay.none
    /// The elements offered after an ambiguous name, numbered from 1.
    private var choices: [ElementID] = []

    /// Voice Control with nothing shown.
    public init() {}

    /// The elements Voice Control names in `model`: enabled buttons and adjustable elements
    /// on screen, in reading order.
    public static func actionableElements(in model: ControlModel) -> [AccessibilityElement] {
        KeyboardFocus.tabStops(in: model)
    }

    /// What `phrase` does over `model`: a reply shown on screen, and maybe a command.
    public mutating func hear(_ phrase: String, in model: ControlModel) -> VoiceIntent {
        let words = SpokenName.words(phrase)
        let language = model.language
        let elements = Self.actionableElements(in: model)
        switch words.first {
        case "show" where words.dropFirst() == ["names"]:
            overlay = .names
            return .reply(elements.map(\.label).joined(separator: ", "))
        case "show" where words.dropFirst() == ["numbers"]:
            overlay = .numbers
            return .reply(Self.numbered(elements.map(\.label)))
        case "hide" where words.count == 2:
            overlay = .none
            choices = []
            return .reply(language.string(.voiceNamesHidden))
        case "tap", "choose", "increment", "decrement":
            let verb = words[0]
            let name = Self.rest(of: phrase)
            guard let target = pick(name, among: elements, in: model) else {
                return unknown(name, in: model)
            }
            if case .reply(let text) = target { return .reply(text) }
            guard case .element(let element) = target else { return .reply("") }
            choices = []
            if verb == "increment" || verb == "decrement" {
                guard
                    let command = model.adjustmentCommand(
                        for: element.id, increment: verb == "increment")
                else { return unknown(name, in: model) }
                return .command(command, reply: phrase)
            }
            guard element.isActivatable, let command = model.activationCommand(for: element.id)
            else {
                return .reply(language.string(.voiceCannotTap, ["name": element.label]))
            }
            return .command(command, reply: phrase)
        default:
            return .reply(language.string(.voiceNotFound, ["name": phrase]))
        }
    }

    private enum Pick {
        case element(AccessibilityElement)
        case reply(String)
    }

    /// The element `name` picks: a number from the last choices or the numbers shown, else
    /// the element with that name; several such ask which.
    private mutating func pick(
        _ name: String, among elements: [AccessibilityElement], in model: ControlModel
    ) -> Pick? {
        if let number = Int(name.trimmingCharacters(in: .whitespaces)) {
            let numbered =
                !choices.isEmpty
                ? choices.compactMap { id in elements.first { $0.id == id } }
                : overlay == .numbers ? elements : []
            return numbered.indices.contains(number - 1) ? .element(numbered[number - 1]) : nil
        }
        var matches = elements.filter { SpokenName.name($0.label, equals: name) }
        if matches.isEmpty {
            matches = elements.filter { SpokenName.name($0.label, contains: name) }
        }
        guard matches.count <= 1 else {
            choices = matches.map(\.id)
            let list = Self.numbered(matches.map(\.label))
            return .reply(model.language.string(.voiceWhichOne, ["choices": list]))
        }
        return matches.first.map { .element($0) }
    }

    /// The reply to a name no element has: a Label in Name failure when it is drawn on one.
    private func unknown(_ name: String, in model: ControlModel) -> VoiceIntent {
        let drawn = Self.actionableElements(in: model).first { element in
            guard let visible = element.visibleText else { return false }
            let label = SpokenName.visibleLabel(visible, value: element.value)
            return SpokenName.name(label, equals: name) || SpokenName.name(visible, equals: name)
        }
        guard let drawn, let visible = drawn.visibleText else {
            return .reply(model.language.string(.voiceNotFound, ["name": name]))
        }
        return .reply(
            model.language.string(.voiceLabelInName, ["visible": visible, "label": drawn.label]))
    }

    /// "1 Close, 2 Rewind 10 seconds".
    private static func numbered(_ names: [String]) -> String {
        names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }

    /// The phrase after its first word, as said.
    private static func rest(of phrase: String) -> String {
        let trimmed = phrase.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return "" }
        return trimmed[space...].trimmingCharacters(in: .whitespaces)
    }
}

/// What a Voice Control phrase asks for.
public enum VoiceIntent: Hashable, Sendable {
    /// Show this; nothing else happens.
    case reply(String)
    /// Carry out this command, showing `reply` (the command as heard).
    case command(PlayerCommand, reply: String)
}
