import PlayerCore

/// What changed in a ``ControlModel`` that its holder has not told yet: the controls whose
/// label or value changed, and whether playback went into another chapter. Each change is
/// marked where the model makes it, so telling it needs no copy of what was told before.
public struct UntoldModelChanges: Hashable, Sendable {
    /// The controls whose element now reads another label or value.
    public var relabeledControls = ControlSet()
    /// Whether the chapter playback is in changed (``ControlModel/currentChapterIndex``).
    public var chapterChanged = false

    /// No changes.
    public init() {}
}

extension ControlModel {
    /// Returns the changes made since the last call and starts over with none: the holder
    /// tells them now (or takes the model as it is as where its log starts).
    public mutating func takeUntoldChanges() -> UntoldModelChanges {
        defer { untoldChanges = UntoldModelChanges() }
        return untoldChanges
    }

    /// Marks `control` relabeled when its element reads another label or value than
    /// `previous`.
    mutating func noteRelabel(of control: Control, from previous: AccessibilityElement) {
        let element = controlElements[control.rawValue]
        if element.label != previous.label || element.value != previous.value {
            untoldChanges.relabeledControls.insert(control)
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
