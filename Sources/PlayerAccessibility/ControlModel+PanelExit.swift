import PlayerCore

/// The element every open panel ends with, so that a panel can be left by swiping, Tab and
/// voice as well as by Escape: Close, or Back in a panel opened from another (the Settings
/// panel's Closed Captions entry opens a sub-panel whose Back returns to Settings).
extension ControlModel {
    /// Appends the open `panel`'s Close (or Back) element and what activating it asks for.
    mutating func appendPanelExit(of panel: Panel) {
        let parent = state.openPanelParent
        let element = AccessibilityElement(
            id: .panelExit(panel), label: language.string(parent == nil ? .close : .backToPanel),
            hint: language.string(.activateHint), traits: .button)
        panelElements.append(element)
        panelCommands.append(parent.map { .openPanel($0) } ?? .closePanel)
        panelAdjustments.append(nil)
    }
}
