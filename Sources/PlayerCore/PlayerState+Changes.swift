/// Whether a state changed since its machine last told of it: the machine's bookkeeping, not
/// part of the state's value. Two states that show the same are equal (and hash alike)
/// whether or not their change was told, so comparing states never sees it.
struct UntoldChange: Hashable, Sendable {
    /// Whether a reported field changed and nobody was told yet.
    var isPending = false

    static func == (_: UntoldChange, _: UntoldChange) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

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

    /// Marks the state changed when a reported field went from `old` to a different `new`.
    mutating func noteChange<Value: Equatable>(from old: Value, to new: Value) {
        if old != new {
            untoldChange.isPending = true
        }
    }
}
