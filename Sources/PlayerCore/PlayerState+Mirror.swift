/// A copy of the state that shows it (a control model's) between the machine's updates: it
/// follows time on its own, and tells whether a new state from the machine differs in more.
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

    /// Whether `other` differs from this state in more than what time passing changes: the
    /// position, the live edge (where a reload stated it, when the stream reached it, when it
    /// was last checked and its age), the playing clock's anchor (or when a pending seek was
    /// asked for) and the last interaction.
    public func differsInMoreThanTime(from other: PlayerState) -> Bool {
        var comparable = other
        comparable.position = position
        comparable.liveEdge = liveEdge
        comparable.liveEdgeMovedAt = liveEdgeMovedAt
        comparable.liveEdgeCheckedAt = liveEdgeCheckedAt
        comparable.liveEdgeAge = liveEdgeAge
        if !phase.differsInMoreThanTime(from: other.phase) {
            comparable.phase = phase
        }
        comparable.lastInteraction = lastInteraction
        return comparable != self
    }
}
