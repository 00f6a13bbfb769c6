import PlayerCore

/// What changed in a ``ControlModel`` that its holder has not told yet: the controls whose
/// label or value changed, the elements whose label changed, and whether playback went into
/// another chapter. Each change is marked where the model makes it, so telling it needs no
/// copy of what was told before.
public struct UntoldModelChanges: Hashable, Sendable {
    /// The controls whose element now reads another label or value.
    public var relabeledControls = ControlSet()
    /// The controls whose element now reads another label: a change of value alone (the
    /// slider's, each second) is not among them.
    public var controlsWithNewLabel = ControlSet()
    /// The open panel's elements that read another label since the panel was rebuilt (the
    /// same panel, its entries named anew).
    public var panelElementsWithNewLabel: Set<ElementID> = []
    /// The open panel's elements that read another value since the panel was rebuilt (an
    /// adjustable entry moved: "Text size", 100% to 125%).
    public var panelElementsWithNewValue: Set<ElementID> = []
    /// Whether the chapter playback is in changed (``ControlModel/currentChapterIndex``).
    public var chapterChanged = false

    /// No changes.
    public init() {}

    /// Whether the element `id` reads another label than when the changes were last taken.
    public func hasNewLabel(_ id: ElementID) -> Bool {
        switch id {
        case .control(let control): controlsWithNewLabel.contains(control)
        case .panelHeader, .option, .panelExit: panelElementsWithNewLabel.contains(id)
        case .image: false
        }
    }

    /// Whether the element `id` reads another value than when the changes were last taken.
    public func hasNewValue(_ id: ElementID) -> Bool {
        switch id {
        case .control(let control):
            relabeledControls.contains(control) && !controlsWithNewLabel.contains(control)
        case .panelHeader, .option, .panelExit: panelElementsWithNewValue.contains(id)
        case .image: false
        }
    }
}

extension ControlModel {
    /// Returns the changes made since the last call and starts over with none: the holder
    /// tells them now (or takes the model as it is as where its log starts).
    public mutating func takeUntoldChanges() -> UntoldModelChanges {
        defer { untoldChanges = UntoldModelChanges() }
        return untoldChanges
    }

    /// Marks `control` relabeled when its element reads another label or value than
    /// `previous`, and as having a new label when its label differs.
    mutating func noteRelabel(of control: Control, from previous: AccessibilityElement) {
        let element = controlElements[control.rawValue]
        if element.label != previous.label {
            untoldChanges.controlsWithNewLabel.insert(control)
        }
        if element.label != previous.label || element.value != previous.value {
            untoldChanges.relabeledControls.insert(control)
        }
    }

    /// Marks the elements of the rebuilt panel that read another label or value than they did in
    /// `previous`, the elements before the rebuild; none when another panel (or none) was
    /// open before.
    mutating func notePanelRelabels(from previous: [AccessibilityElement]) {
        guard let header = panelElements.first, previous.first?.id == header.id else { return }
        for (index, element) in panelElements.enumerated() {
            // The same panel lists its elements in the same order: the one at the same place
            // is the one before, unless the options were added or removed (then Close moved).
            let before =
                previous.indices.contains(index) && previous[index].id == element.id
                ? previous[index] : previous.first { $0.id == element.id }
            if let before, before.label != element.label {
                untoldChanges.panelElementsWithNewLabel.insert(element.id)
            }
            if let before, before.value != element.value {
                untoldChanges.panelElementsWithNewValue.insert(element.id)
            }
        }
    }

    /// Marks the chapter changed when the readings `readings` replace name another chapter
    /// than `previous`.
    mutating func noteChapter(of readings: PositionReadings, from previous: PositionReadings) {
        if readings.chapter != previous.chapter {
            untoldChanges.chapterChanged = true
        }
    }
}
