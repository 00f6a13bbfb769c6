import PlayerCore

/// A key Full Keyboard Access acts on.
public enum KeyboardKey: String, Hashable, Sendable, CaseIterable {
    /// The next tab stop.
    case tab
    /// The previous tab stop.
    case shiftTab = "shift-tab"
    /// Activates the element in the focus ring.
    case space
    /// Increments the adjustable element in the focus ring.
    case up
    /// Decrements it.
    case down
    /// Decrements it.
    case left
    /// Increments it.
    case right
    /// Closes the open panel.
    case escape
}

/// Full Keyboard Access: a focus ring moved with Tab and Shift-Tab through the elements that
/// act (enabled buttons and adjustable elements; static text, headings and dimmed buttons
/// are not tab stops), Space activating, the arrows adjusting, Escape closing a panel.
///
/// ```swift
/// var keyboard = KeyboardFocus()
/// keyboard.press(.tab, in: model)     // .moved: the ring on Close
/// keyboard.press(.tab, in: model)     // .moved: on Rewind 10 seconds (the title is skipped)
/// keyboard.press(.space, in: model)   // .command(.rewind)
/// ```
///
/// Tab past the last stop comes back to the first, Shift-Tab before the first to the last.
/// When a panel opens the ring goes to its first option; when it closes, back to the control
/// that opened it; when its element leaves the screen, to the first stop.
public struct KeyboardFocus: Hashable, Sendable {
    /// The element in the focus ring; nil before the first key.
    public private(set) var focus: ElementID? {
        didSet {
            if focus != oldValue {
                untoldChange.isPending = true
                keyPressed.isPending = false
                valueChangedByKey.isPending = false
            }
        }
    }
    /// Whether the ring moved, or its element's label changed, since ``markTold()``.
    private var untoldChange = UntoldChange()
    /// Whether a key was pressed on the element in the ring and the changes that follow are
    /// yet to be noted (``noteChanges(_:)``).
    private var keyPressed = UntoldChange()
    /// Whether that key gave the element another value, with the same label
    /// (``takeValueChangedByKey()``).
    private var valueChangedByKey = UntoldChange()
    /// The panel open when the ring last followed the model.
    private var panel: Panel?
    /// The element the ring was on when the open panel opened.
    private var opener: ElementID?

    /// A ring on nothing.
    public init() {}

    /// Whether the ring moved to another element, or its element came to read another
    /// label (``noteChanges(_:)``), since ``markTold()``: what its holder tells. A change
    /// of the element's value alone is no news of the ring.
    public var hasUntoldChange: Bool { untoldChange.isPending }

    /// Records that the ring as it is now was told.
    public mutating func markTold() {
        untoldChange.isPending = false
    }

    /// Marks the ring changed when its element is among those whose label `changes` marked;
    /// after a key pressed on it, marks the element's new value (its label the same).
    public mutating func noteChanges(_ changes: UntoldModelChanges) {
        guard let focus else { return }
        if changes.hasNewLabel(focus) {
            untoldChange.isPending = true
        } else if keyPressed.isPending, changes.hasNewValue(focus) {
            valueChangedByKey.isPending = true
        }
        keyPressed.isPending = false
    }

    /// Whether the last key pressed gave the element in the ring another value while its label
    /// and place stayed (a moved slider, a louder volume, an option now selected): no news of
    /// the ring itself, but its holder tells the new value. Clears the mark.
    public mutating func takeValueChangedByKey() -> Bool {
        defer {
            keyPressed.isPending = false
            valueChangedByKey.isPending = false
        }
        return valueChangedByKey.isPending
    }

    /// The elements Tab reaches in `model`, in reading order.
    public static func tabStops(in model: ControlModel) -> [AccessibilityElement] {
        model.visibleElements.filter {
            !$0.traits.contains(.notEnabled)
                && ($0.isActivatable || $0.traits.contains(.adjustable))
        }
    }

    /// The element in the ring, if any.
    public func focusedElement(in model: ControlModel) -> AccessibilityElement? {
        focus.flatMap { model.element($0) }
    }

    /// What `key` does: a move of the ring (done at once), or a command for the player.
    public mutating func press(_ key: KeyboardKey, in model: ControlModel) -> KeyboardIntent {
        follow(model)
        // Until the ring moves (Tab, Shift-Tab, a panel opening or closing).
        keyPressed.isPending = true
        let stops = Self.tabStops(in: model)
        switch key {
        case .tab, .shiftTab:
            guard !stops.isEmpty else { return .none }
            let step = key == .tab ? 1 : -1
            let current = stops.firstIndex { $0.id == focus }
            let next =
                current.map { ($0 + step + stops.count) % stops.count }
                ?? (step > 0 ? 0 : stops.count - 1)
            focus = stops[next].id
            return .moved
        case .space:
            guard let focus, let command = model.activationCommand(for: focus) else {
                return .none
            }
            return .command(command)
        case .up, .right, .down, .left:
            let increment = key == .up || key == .right
            guard let focus, let command = model.adjustmentCommand(for: focus, increment: increment)
            else { return .none }
            return .command(command)
        case .escape:
            return model.state.openPanel == nil ? .none : .command(.closePanel)
        }
    }

    /// Keeps the ring valid after `model` changed: into a panel that opened, back to its
    /// opener when it closed, to the first stop when its element left the screen.
    public mutating func follow(_ model: ControlModel) {
        let open = model.state.openPanel
        if open != panel {
            if open != nil, panel == nil {
                opener = focus
            }
            panel = open
            let stops = Self.tabStops(in: model)
            if open != nil {
                focus = stops.first { if case .option = $0.id { true } else { false } }?.id
            } else if let opener, stops.contains(where: { $0.id == opener }) {
                focus = opener
            } else {
                focus = focus.flatMap { id in stops.contains { $0.id == id } ? id : nil }
            }
        }
        guard let current = focus else { return }
        if !Self.tabStops(in: model).contains(where: { $0.id == current }) {
            focus = Self.tabStops(in: model).first?.id
        }
    }
}

/// What a key asks for.
public enum KeyboardIntent: Hashable, Sendable {
    /// The ring moved.
    case moved
    /// The player should carry out this command.
    case command(PlayerCommand)
    /// Nothing: the key does nothing here.
    case none
}
