import PlayerAccessibility

/// What a script line (or a key) asks of the assistive technologies other than the
/// screen reader's swipes: the rotor, Full Keyboard Access, Voice Control.
public enum AssistiveAction: Hashable, Sendable {
    /// Turn the rotor, choose its setting, or move by it.
    case rotor(RotorAction)
    /// A Full Keyboard Access key.
    case key(KeyboardKey)
    /// A Voice Control phrase ("Tap Subtitles", "Show names").
    case voice(String)
}

/// What is done with VoiceOver's rotor.
public enum RotorAction: Hashable, Sendable {
    /// Turn it one setting on, clockwise or back; VoiceOver says the setting.
    case turn(clockwise: Bool)
    /// Turn it to this setting; VoiceOver says it.
    case select(RotorChoice)
    /// Move to the next (or previous) item of this setting, or of the current one when nil.
    case move(forward: Bool, RotorChoice?)
}

/// A rotor setting as a script names it.
public enum RotorChoice: Hashable, Sendable {
    /// Headings.
    case headings
    /// Controls: enabled buttons and adjustable elements.
    case controls
    /// Adjustable values.
    case adjustableValues
    /// The skin's custom rotor with this name (in any of its languages).
    case named(String)
}

/// What Full Keyboard Access or Voice Control showed, for the log.
public struct AssistiveReport: Hashable, Sendable {
    /// Which technology showed it.
    public enum Kind: Hashable, Sendable {
        /// Full Keyboard Access's focus ring.
        case keyboardFocus
        /// Voice Control's overlay or reply.
        case voiceControl
    }

    /// Which technology.
    public var kind: Kind
    /// The element it is about (the focus ring's), as ``ElementID/identifier`` names it.
    public var element: String?
    /// What it shows: the ring element's label and value, Voice Control's reply.
    public var text: String

    /// A report of `kind` about `element` showing `text`.
    public init(kind: Kind, element: String? = nil, text: String) {
        self.kind = kind
        self.element = element
        self.text = text
    }
}
