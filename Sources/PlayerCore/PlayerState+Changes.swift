extension PlayerState {
    /// Whether a field the state log reports changed since ``markChangeTold()``: every field
    /// but the position, the media clock, the last interaction and a seek in flight, which
    /// change as time passes or while a step waits, and are no news by themselves. Each
    /// field marks its own change as it is set to a different value.
    public var hasUntoldChange: Bool { untoldChange.isPending }

    /// Records that the state as it is now was told (or is where the log starts from).
    public mutating func markChangeTold() {
        untoldChange.isPending = false
    }

    /// Marks the state changed when a reported field went from `old` to a different `new`:
    /// changed for the log (``hasUntoldChange``) and beyond time for its mirror
    /// (``hasChangeBeyondTime``).
    mutating func noteChange<Value: Equatable>(from old: Value, to new: Value) {
        if old != new {
            untoldChange.isPending = true
            changeBeyondTime.isPending = true
        }
    }

    /// Marks the state changed when the phase went from `old` to `new`: for the log when
    /// what the viewer is told of it (its ``PlaybackPhase/playback``) changed, for its mirror
    /// when it changed in more than the times it was entered at (a seek starting or retargeted,
    /// say, though playback goes on as before).
    mutating func notePhaseChange(from old: PlaybackPhase, to new: PlaybackPhase) {
        noteChange(from: old.playback, to: new.playback)
        if old.differsInMoreThanTime(from: new) {
            changeBeyondTime.isPending = true
        }
    }
}
