/// The skin's images as elements: a labelled one is named with the image trait ("Acme TV,
/// image"); a decorative one is hidden from screen readers; one with neither is reachable with
/// no name, as a screen reader finds an unlabelled picture.
extension ControlModel {
    /// The elements of the skin's images, in the skin's order; shown with the controls (not
    /// while they are hidden, locked away or behind an open panel), a decorative one never.
    func makeImageElements() -> [AccessibilityElement] {
        let behind = !state.controlsVisible || state.isLocked || state.openPanel != nil
        return layout.skin.images.map { image in
            AccessibilityElement(
                id: .image(image.name), label: image.label?.text(in: language) ?? "",
                traits: .image, isHidden: image.isDecorative || behind)
        }
    }

    /// The skin's images that have neither a label nor the decorative flag, whose meaning a
    /// screen reader user cannot get (WCAG 1.1.1 Non-text Content).
    public var imagesWithoutTextAlternative: [ElementID] {
        layout.skin.images.filter(\.lacksTextAlternative).map { .image($0.name) }
    }
}
