import PlayerCore

/// The expanded or collapsed state of the elements that open panels (the Subtitles and
/// Settings buttons, the Settings panel's entries), as ARIA's `aria-expanded` gives a web
/// player's menu buttons and the seed guide's "Expanded / Collapsed" state.
extension ControlModel {
    /// The panel `control` opens, if it opens one.
    static func panelOpened(by control: Control) -> Panel? {
        switch control {
        case .subtitles: .closedCaptions
        case .settings: .settings
        case .cast: .cast
        case .airPlay: .airPlay
        case .quality: .quality
        case .captionStyle: .captionStyle
        default: nil
        }
    }

    /// Marks `element` expanded when `panel` is shown (or a sub-panel opened from it is),
    /// else collapsed; leaves it alone when it opens no panel.
    func markDisclosure(of panel: Panel?, on element: inout AccessibilityElement) {
        guard let panel else { return }
        let isShown = state.openPanel == panel || state.openPanelParent == panel
        element.traits.insert(isShown ? .expanded : .collapsed)
    }
}
