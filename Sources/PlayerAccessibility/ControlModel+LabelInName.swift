/// A control whose visible text is not part of its accessible name, so a speech-input user
/// who says what they see cannot reach it: a failure of WCAG 2.5.3 Label in Name ("For user
/// interface components with labels that include text or images of text, the name contains
/// the text that is presented visually").
public struct LabelInNameFailure: Hashable, Sendable {
    /// The element.
    public var element: ElementID
    /// What is drawn on it ("Lock Controls").
    public var visibleText: String
    /// Its accessible name ("Lock screen").
    public var label: String
}

extension ControlModel {
    /// The Label in Name failures of the skin's controls (shown now or not, in the state they
    /// are in) and of the open panel: each button or adjustable element that draws text whose
    /// words, its value left out, are not next to each other in its label.
    ///
    /// With the standard skin in English: "Slow mo" (named "Slow motion") and "Lock Controls"
    /// (named "Lock screen").
    public var labelInNameFailures: [LabelInNameFailure] {
        allElements.compactMap { element in
            guard !element.traits.isDisjoint(with: [.button, .adjustable]),
                let visible = element.visibleText
            else { return nil }
            let drawnLabel = SpokenName.visibleLabel(visible, value: element.value)
            guard !SpokenName.name(element.label, contains: drawnLabel) else { return nil }
            return LabelInNameFailure(
                element: element.id, visibleText: visible, label: element.label)
        }
    }
}
