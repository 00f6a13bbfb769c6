import PlayerAccessibility
import PlayerEngine
import PlayerSession

/// The rotor, Full Keyboard Access and Voice Control, for harnesses.
///
/// ```swift
/// harness.rotor(.headings)        // "Headings"
/// harness.rotorNext()             // "Demo Feature, 2024-05-01, heading level 1"
/// harness.tab()?.label            // "Close": the focus ring's element
/// harness.say("Show names")       // "Close, Rewind 10 seconds, Pause, …"
/// harness.say("Tap Subtitles")    // "Tap Subtitles", and the captions panel opens
/// ```
extension PlayerHarness {
    /// Turns the rotor one setting on (or back) and returns the setting VoiceOver says.
    @discardableResult
    public func rotate(clockwise: Bool = true) -> String? {
        player.perform(clockwise ? .rotorClockwise : .rotorCounterclockwise).announcements.first?
            .text
    }

    /// Turns the rotor to `choice` and returns its name (nil when it was already there).
    @discardableResult
    public func rotor(_ choice: RotorChoice) -> String? {
        player.selectRotor(choice)
    }

    /// Moves to the rotor's next item (of `choice`, when given) and returns what is said.
    @discardableResult
    public func rotorNext(_ choice: RotorChoice? = nil) -> String? {
        player.moveByRotor(forward: true, choice)
    }

    /// Moves to the rotor's previous item (of `choice`, when given) and returns what is said.
    @discardableResult
    public func rotorPrevious(_ choice: RotorChoice? = nil) -> String? {
        player.moveByRotor(forward: false, choice)
    }

    /// Presses Tab and returns the element in the focus ring.
    @discardableResult
    public func tab() -> AccessibilityElement? { player.press(.tab) }

    /// Presses Shift-Tab and returns the element in the focus ring.
    @discardableResult
    public func shiftTab() -> AccessibilityElement? { player.press(.shiftTab) }

    /// Presses a Full Keyboard Access key and returns the element in the focus ring.
    @discardableResult
    public func press(_ key: KeyboardKey) -> AccessibilityElement? { player.press(key) }

    /// The element in Full Keyboard Access's focus ring, if any.
    public var focusRing: AccessibilityElement? {
        player.keyboard?.focusedElement(in: player.model)
    }

    /// Says a Voice Control phrase and returns what Voice Control shows.
    @discardableResult
    public func say(_ phrase: String) -> String { player.hear(phrase) }
}
