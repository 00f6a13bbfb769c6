import PlayerCore

/// A setting of VoiceOver's rotor: which kind of item swiping down and up moves to.
public enum RotorSetting: Hashable, Sendable {
    /// Headings: the title (level 1) and a panel's header (level 2).
    case headings
    /// Controls: buttons that are enabled and adjustable elements.
    case controls
    /// Adjustable values: the sliders and the caption style's settings.
    case adjustableValues
    /// The source's chapters: swiping down seeks to the next chapter's start, up to the
    /// previous one (as ``ChapterMove`` says); offered only when the source has chapters.
    case chapters
    /// The skin's custom rotor at this index in ``Skin/rotors``.
    case custom(Int)

    /// The settings `layout` offers, in the order the rotor turns through them.
    public static func settings(in layout: SkinLayout) -> [RotorSetting] {
        [.headings, .controls, .adjustableValues] + (layout.chapters.isEmpty ? [] : [.chapters])
            + layout.skin.rotors.indices.map { .custom($0) }
    }

    /// What VoiceOver says when the rotor turns to it ("Headings").
    public func name(in model: ControlModel) -> String {
        switch self {
        case .headings: model.language.string(.rotorHeadings)
        case .controls: model.language.string(.rotorControls)
        case .adjustableValues: model.language.string(.rotorAdjustableValues)
        case .chapters: model.language.string(.chapters)
        case .custom(let index):
            model.layout.skin.rotors.indices.contains(index)
                ? model.layout.skin.rotors[index].name.text(in: model.language) ?? "" : ""
        }
    }

    /// The items of this kind that can be reached now, in the order the rotor visits them:
    /// reading order, or the custom rotor's own order; none for chapters, which are places
    /// in the media rather than elements.
    public func items(in model: ControlModel) -> [AccessibilityElement] {
        let visible = model.visibleElements
        switch self {
        case .headings:
            return visible.filter { $0.traits.contains(.header) }
        case .controls:
            return visible.filter {
                $0.isActivatable || $0.traits.contains(.adjustable)
            }
        case .adjustableValues:
            return visible.filter { $0.traits.contains(.adjustable) }
        case .chapters:
            return []
        case .custom(let index):
            guard model.layout.skin.rotors.indices.contains(index) else { return [] }
            return model.layout.skin.rotors[index].controls.compactMap { control in
                let element = model.element(control)
                return element.isHidden ? nil : element
            }
        }
    }
}

/// VoiceOver's rotor: a two-finger rotation chooses a setting (VoiceOver says its name);
/// swiping down then moves to the next item of that kind and swiping up to the previous one,
/// spoken as a swipe to it would be (`UIAccessibilityCustomRotor` for the skin's own rotors).
extension ScreenReader {
    /// Turns the rotor `step` settings on (1 clockwise, -1 counterclockwise), wrapping, and
    /// returns the new setting's name.
    mutating func turnRotor(by step: Int, in model: ControlModel) -> String? {
        let settings = RotorSetting.settings(in: model.layout)
        let current = rotor.flatMap { settings.firstIndex(of: $0) }
        let next =
            current.map { ($0 + step + settings.count) % settings.count }
            ?? (step > 0 ? 0 : settings.count - 1)
        rotor = settings[next]
        return settings[next].name(in: model)
    }

    /// Sets the rotor to `setting` and returns its name (nothing when it was already there).
    public mutating func selectRotor(_ setting: RotorSetting, in model: ControlModel) -> String? {
        guard rotor != setting else { return nil }
        rotor = setting
        return setting.name(in: model)
    }

    /// Moves the focus to the next (or previous) item of the rotor's setting and returns what
    /// is said; nil when there is none that way (VoiceOver's end sound) or no setting yet.
    mutating func moveByRotor(forward: Bool, in model: ControlModel) -> String? {
        guard let rotor else { return nil }
        let items = rotor.items(in: model)
        let target: AccessibilityElement?
        if let index = items.firstIndex(where: { $0.id == focus }) {
            let next = index + (forward ? 1 : -1)
            target = items.indices.contains(next) ? items[next] : nil
        } else if case .custom = rotor {
            target = forward ? items.first : items.last
        } else {
            // Off the items: the next one after the focus in reading order.
            let order = model.visibleElements.map(\.id)
            let position = focus.flatMap { order.firstIndex(of: $0) }
            let rank = { (element: AccessibilityElement) in order.firstIndex(of: element.id) ?? 0 }
            if let position {
                target =
                    forward
                    ? items.first { rank($0) > position } : items.last { rank($0) < position }
            } else {
                target = forward ? items.first : items.last
            }
        }
        return land(on: target, in: model)
    }
}
