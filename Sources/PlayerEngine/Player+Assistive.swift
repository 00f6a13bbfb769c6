import PlayerAccessibility
import PlayerCore

/// The rotor, Full Keyboard Access and Voice Control, driven through the same reducer as
/// every gesture.
extension Player {
    /// Performs a scripted assistive action.
    public func perform(_ action: AssistiveAction) {
        switch action {
        case .rotor(.turn(let clockwise)):
            perform(clockwise ? .rotorClockwise : .rotorCounterclockwise)
        case .rotor(.select(let choice)): selectRotor(choice)
        case .rotor(.move(let forward, let choice)): moveByRotor(forward: forward, choice)
        case .key(let key): press(key)
        case .voice(let phrase): hear(phrase)
        }
    }

    /// Turns the rotor to `choice` and returns what VoiceOver says (the setting's name; nil
    /// when it was already there). A custom rotor the skin lacks is refused.
    @discardableResult
    public func selectRotor(_ choice: RotorChoice) -> String? {
        guard let setting = rotorSetting(choice) else {
            reject(unknownRotor(choice))
            return nil
        }
        readClock()
        return step {
            var cursor = screenReader ?? ScreenReader(kind: options.screenReaderKind)
            let name = cursor.selectRotor(setting, in: model)
            screenReader = cursor
            return .announced(name)
        }.announcements.first?.text
    }

    /// Moves to the next (or previous) item of `choice` (the rotor's setting when nil) and
    /// returns what is said; nil at the end.
    @discardableResult
    public func moveByRotor(forward: Bool, _ choice: RotorChoice? = nil) -> String? {
        let setting = choice.flatMap { rotorSetting($0) }
        if let choice, setting == nil {
            reject(unknownRotor(choice))
            return nil
        }
        readClock()
        return step {
            var cursor = screenReader ?? ScreenReader(kind: options.screenReaderKind)
            if let setting {
                _ = cursor.selectRotor(setting, in: model)
            }
            let intent = cursor.interpret(forward ? .rotorNextItem : .rotorPreviousItem, in: model)
            screenReader = cursor
            return intent
        }.utterance
    }

    /// Presses a Full Keyboard Access key and returns the element in the focus ring after it.
    @discardableResult
    public func press(_ key: KeyboardKey) -> AccessibilityElement? {
        readClock()
        var ring = keyboard ?? KeyboardFocus()
        let before = ring.focusedElement(in: model)
        step {
            let intent = ring.press(key, in: model)
            keyboard = ring
            guard case .command(let command) = intent else { return .spoken(nil) }
            return .command(command, speech: .silent)
        }
        // A moved slider keeps its label (so the step did not report it): its new value is
        // reported all the same.
        let element = keyboard?.focusedElement(in: model)
        if let element, let before, element.id == before.id, element.label == before.label,
            element.value != before.value
        {
            reportRing(element)
            deliver(at: state.position)
        }
        return element
    }

    /// Hears a Voice Control phrase, carries out its command if any, and returns what Voice
    /// Control shows.
    @discardableResult
    public func hear(_ phrase: String) -> String {
        readClock()
        var reply = ""
        step {
            let intent = voiceControl.hear(phrase, in: model)
            switch intent {
            case .reply(let text):
                reply = text
                batch.append(.assistive(AssistiveReport(kind: .voiceControl, text: text)))
                return .spoken(nil)
            case .command(let command, let text):
                reply = text
                batch.append(.assistive(AssistiveReport(kind: .voiceControl, text: text)))
                return .command(command, speech: .silent)
            }
        }
        return reply
    }

    /// Keeps the focus ring valid after the step's changes and reports it when its element
    /// or that element's label changed.
    func followKeyboard() {
        guard var ring = keyboard else { return }
        ring.follow(model)
        keyboard = ring
        guard let element = ring.focusedElement(in: model),
            element.id.identifier + "\n" + element.label != reportedRing
        else { return }
        reportRing(element)
    }

    private func reportRing(_ element: AccessibilityElement) {
        reportedRing = element.id.identifier + "\n" + element.label
        let text = element.value.isEmpty ? element.label : element.label + ", " + element.value
        batch.append(
            .assistive(
                AssistiveReport(kind: .keyboardFocus, element: element.id.identifier, text: text)))
    }

    /// Why a custom rotor the skin lacks was refused: "no rotor named Chapters".
    private func unknownRotor(_ choice: RotorChoice) -> String {
        guard case .named(let name) = choice else { return "no such rotor" }
        return "no rotor named \(name)"
    }

    /// The rotor setting `choice` names in this player's skin; nil for an unknown custom one.
    private func rotorSetting(_ choice: RotorChoice) -> RotorSetting? {
        switch choice {
        case .headings: return .headings
        case .controls: return .controls
        case .adjustableValues: return .adjustableValues
        case .named(let name):
            let index = model.layout.skin.rotors.firstIndex { rotor in
                rotor.name.texts.values.contains { SpokenName.name($0, equals: name) }
            }
            return index.map { .custom($0) }
        }
    }
}
