import PlayerAccessibility
import PlayerCore
import PlayerSession

extension Player {
    /// Sends `command` to the player as a control would, at the player's clock, and returns
    /// what came of it: the announcements it made and, when refused, why.
    @discardableResult
    public func send(_ command: PlayerCommand) -> ScreenReaderResponse {
        respond(to: .command(command))
    }

    /// Performs a screen-reader gesture at the player's clock and returns the response; the
    /// first gesture starts the cursor if no screen reader was running.
    @discardableResult
    public func perform(_ gesture: ScreenReaderGesture) -> ScreenReaderResponse {
        respond(to: .gesture(gesture))
    }

    /// Puts the screen-reader cursor on element `id`, as touching it does (starting the
    /// configured screen reader if none runs), and returns what is said; the utterance is nil
    /// when the element is not in reach, and the focus then stays where it was.
    @discardableResult
    public func focus(on id: ElementID) -> ScreenReaderResponse {
        respond(to: .focus(id))
    }

    /// Hands the reducer a report from outside (the rate slow motion uses, new track
    /// preferences); what it changes is reported with the next step.
    public func receive(_ event: EngineEvent) {
        feed(.engine(event))
    }

    /// Performs a scripted or posted action; a caption or audio language the source lacks is
    /// reported as a rejected command.
    public func perform(_ action: ScriptAction) {
        feed(.action(action))
    }

    /// Performs a scripted assistive action.
    public func perform(_ action: AssistiveAction) {
        feed(.action(.assistive(action)))
    }

    /// Turns the rotor to `choice` and returns what VoiceOver says (the setting's name; nil
    /// when it was already there). A custom rotor the skin lacks is refused.
    @discardableResult
    public func selectRotor(_ choice: RotorChoice) -> String? {
        respond(to: .action(.assistive(.rotor(.select(choice))))).announcements.first?.text
    }

    /// Moves to the next (or previous) item of `choice` (the rotor's setting when nil) and
    /// returns what is said; nil at the end.
    @discardableResult
    public func moveByRotor(forward: Bool, _ choice: RotorChoice? = nil) -> String? {
        respond(to: .action(.assistive(.rotor(.move(forward: forward, choice))))).utterance
    }

    /// Presses a Full Keyboard Access key and returns the element in the focus ring after it.
    @discardableResult
    public func press(_ key: KeyboardKey) -> AccessibilityElement? {
        feed(.action(.assistive(.key(key))))
        return session.keyboard?.focusedElement(in: session.model)
    }

    /// Hears a Voice Control phrase, carries out its command if any, and returns what Voice
    /// Control shows.
    @discardableResult
    public func hear(_ phrase: String) -> String {
        feed(.action(.assistive(.voice(phrase)))).voiceReply
    }

    /// Feeds `input` and returns the session's response to it; an input that has to wait (it
    /// came while the player performs an output) or comes after the close gets none.
    private func respond(to input: SessionInput) -> ScreenReaderResponse {
        feed(input).response
    }
}
