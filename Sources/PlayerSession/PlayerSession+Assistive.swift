import PlayerAccessibility
import PlayerCore

/// The rotor, Full Keyboard Access and Voice Control, driven through the same reducer as
/// every gesture.
extension PlayerSession {
    /// Performs a scripted assistive action and returns what came of it, with what Voice
    /// Control showed for a phrase.
    mutating func perform(_ action: AssistiveAction) -> (
        ScreenReaderResponse, voiceReply: String?
    ) {
        switch action {
        case .rotor(.turn(let clockwise)):
            return (perform(clockwise ? .rotorClockwise : .rotorCounterclockwise), nil)
        case .rotor(.select(let choice)): return (selectRotor(choice), nil)
        case .rotor(.move(let forward, let choice)):
            return (moveByRotor(forward: forward, choice), nil)
        case .key(let key): return (press(key), nil)
        case .voice(let phrase): return hear(phrase)
        }
    }

    /// Turns the rotor to `choice`; VoiceOver says the setting's name (nothing when it was
    /// already there). A custom rotor the skin lacks is refused.
    private mutating func selectRotor(_ choice: RotorChoice) -> ScreenReaderResponse {
        guard let setting = rotorSetting(choice) else {
            reject(unknownRotor(choice))
            return ScreenReaderResponse()
        }
        return step { session in
            .announced(
                session.withCursor { cursor, model in cursor.selectRotor(setting, in: model) })
        }
    }

    /// Moves to the next (or previous) item of `choice` (the rotor's setting when nil).
    private mutating func moveByRotor(forward: Bool, _ choice: RotorChoice?)
        -> ScreenReaderResponse
    {
        let setting = choice.flatMap { rotorSetting($0) }
        if let choice, setting == nil {
            reject(unknownRotor(choice))
            return ScreenReaderResponse()
        }
        return step { session in
            session.withCursor { cursor, model in
                if let setting {
                    _ = cursor.selectRotor(setting, in: model)
                }
                return cursor.interpret(forward ? .rotorNextItem : .rotorPreviousItem, in: model)
            }
        }
    }

    /// Presses a Full Keyboard Access key; the ring moves after the step's tick, so a tick
    /// that moved it (the controls hid) is not undone.
    private mutating func press(_ key: KeyboardKey) -> ScreenReaderResponse {
        let response = step { session in
            // Pressed after the step's tick: what time changed meanwhile (a slider's value)
            // is not the key's doing.
            var ring = session.keyboard ?? KeyboardFocus()
            let intent = ring.press(key, in: session.model)
            session.keyboard = ring
            guard case .command(let command) = intent else { return .spoken(nil) }
            return .command(command, speech: .silent)
        }
        // A moved slider keeps its label (so the step did not report the ring): the ring
        // marked its new value, which is reported all the same. A step waiting for an answer
        // (a seek) has not taken the model's marks yet: the ring notes them here, so the new
        // value is told with the key.
        keyboard?.noteChanges(model.untoldChanges)
        if keyboard?.takeValueChangedByKey() == true,
            let element = keyboard?.focusedElement(in: model)
        {
            reportRing(element)
            deliver(at: state.position)
        }
        return response
    }

    /// Hears a Voice Control phrase, carries out its command if any, and returns what came of
    /// it with what Voice Control showed.
    private mutating func hear(_ phrase: String) -> (ScreenReaderResponse, voiceReply: String?) {
        var reply: String?
        let response = step { session in
            let intent = session.voiceControl.hear(phrase, in: session.model)
            switch intent {
            case .reply(let text):
                reply = text
                session.batch.append(.assistive(AssistiveReport(kind: .voiceControl, text: text)))
                return .spoken(nil)
            case .command(let command, let text):
                reply = text
                session.batch.append(.assistive(AssistiveReport(kind: .voiceControl, text: text)))
                return .command(command, speech: .silent)
            }
        }
        return (response, reply)
    }

    /// Keeps the focus ring valid after the step's changes and reports it when it moved to
    /// another element or that element's label changed since it was last reported (the ring
    /// marks both: ``KeyboardFocus/hasUntoldChange``).
    mutating func followKeyboard() {
        guard var ring = keyboard else { return }
        ring.follow(model)
        keyboard = ring
        guard ring.hasUntoldChange, let element = ring.focusedElement(in: model) else { return }
        reportRing(element)
    }

    /// Reports the ring on `element`, with its label and value, and marks the ring told.
    private mutating func reportRing(_ element: AccessibilityElement) {
        keyboard?.markTold()
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

    /// The rotor setting `choice` names in this session's skin; nil for an unknown custom one.
    private func rotorSetting(_ choice: RotorChoice) -> RotorSetting? {
        switch choice {
        case .headings: return .headings
        case .controls: return .controls
        case .adjustableValues: return .adjustableValues
        case .named(let name):
            let index = model.layout.skin.rotors.firstIndex { rotor in
                rotor.name.texts.values.contains { SpokenName.name($0, equals: name) }
            }
            if index == nil, !model.chapters.isEmpty,
                [model.language, .english].contains(where: {
                    SpokenName.name($0.string(.chapters), equals: name)
                })
            {
                return .chapters
            }
            return index.map { .custom($0) }
        }
    }
}
