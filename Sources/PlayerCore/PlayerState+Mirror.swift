/// A copy of the state that shows it (a control model's) between the machine's updates: it
/// follows time on its own, and learns from the machine's state whether that changed in more.
extension PlayerState {
    /// Moves a mirror copy to media time `position` and, for a live source, to its new
    /// `liveEdgeAge` (``liveEdgeAge``), as the machine's own state moves while time passes;
    /// nothing else changes.
    public mutating func mirror(position: MediaTime, liveEdgeAge: MediaTime? = nil) {
        self.position = position
        if let liveEdgeAge, isLive {
            self.liveEdgeAge = liveEdgeAge
        }
    }

    /// Whether the state changed in more than what time passing changes since
    /// ``takeChangeBeyondTime()``: every field but the position, the live edge (where a
    /// reload stated it, when the stream reached it, when it was last checked and its age)
    /// and the last interaction, and the phase in more than the playing clock's anchor (or
    /// when a pending seek was asked for). Each field marks its own change as it is set.
    public var hasChangeBeyondTime: Bool { changeBeyondTime.isPending }

    /// Returns ``hasChangeBeyondTime`` and clears it: the mirror takes the state as it is now.
    public mutating func takeChangeBeyondTime() -> Bool {
        defer { changeBeyondTime.isPending = false }
        return changeBeyondTime.isPending
    }
}
