import PlayerCore

/// What identifies an element across updates: a control, a panel's header, or an option.
public enum ElementID: Hashable, Sendable {
    /// One of the player's controls.
    case control(Control)
    /// The header of the open panel.
    case panelHeader(Panel)
    /// The option at `index` in the open panel.
    case option(Panel, index: Int)
    /// The open panel's last element: Close, or Back in a panel opened from another.
    case panelExit(Panel)
    /// One of the skin's images, by its name (``SkinImage/name``).
    case image(String)

    /// The identifier used in logs and tests: "playPause", "closedCaptions", "audio.2",
    /// "settings.close".
    public var identifier: String {
        switch self {
        case .control(let control): control.identifier
        case .panelHeader(let panel): panel.rawValue
        case .option(let panel, let index): panel.rawValue + "." + String(index)
        case .panelExit(let panel): panel.rawValue + "." + ElementID.panelExitSuffix
        case .image(let name): name
        }
    }
}

extension ElementID {
    /// What follows the panel's name in a panel exit's identifier ("closedCaptions.close").
    static let panelExitSuffix = "close"
}

/// One thing a screen reader can land on: what it is called, its value, a hint, its traits,
/// and whether it is in the tree at all.
public struct AccessibilityElement: Hashable, Sendable {
    /// Which element this is.
    public var id: ElementID
    /// What it is called: "Pause", "Playback slider".
    public var label: String
    /// Its current value: "63%", "On"; empty when it has none.
    public var value: String
    /// What activating it does: "Double tap to activate"; empty when nothing.
    public var hint: String
    /// Its kind and condition.
    public var traits: AccessibilityTraits
    /// Whether it is out of the screen reader's reach (off screen or locked away).
    public var isHidden: Bool
    /// What the screen shows when that differs from the label ("06:39 / 10:26"); else nil.
    public var visibleText: String?
    /// A heading's level, 1 to 6 (the title 1, a panel's header 2); 0 for none. VoiceOver
    /// speaks the level with the heading (SwiftUI's `accessibilityHeading(_:)`: "The system
    /// speaks the level number of levels h1 through h6 alongside the text").
    public var headingLevel = 0

    /// An element with the given parts; value, hint and visible text default to none.
    public init(
        id: ElementID, label: String, value: String = "", hint: String = "",
        traits: AccessibilityTraits, isHidden: Bool = false, visibleText: String? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isHidden = isHidden
        self.visibleText = visibleText
    }

    /// Whether the panel it opens is shown; nil for an element that opens none.
    public var isExpanded: Bool? {
        traits.contains(.expanded) ? true : traits.contains(.collapsed) ? false : nil
    }

    /// Whether activating it does something: a button that is enabled.
    public var isActivatable: Bool {
        traits.contains(.button) && !traits.contains(.notEnabled)
    }
}
