/// What playback is doing, each case with the data only it has: the clock while playing, the
/// target and what follows while seeking.
public enum PlaybackPhase: Hashable, Sendable {
    /// Nothing has played yet.
    case idle
    /// Time is moving: `clock` maps host time to the position from its anchor, at the rate
    /// in effect.
    case playing(clock: MediaClock)
    /// The viewer paused.
    case paused
    /// The end was reached; Play becomes Replay.
    case ended
    /// The source is moving to `target` (asked for at host time `since`); time holds still
    /// until it reports ``EngineEvent/seekCompleted(_:)`` for that target, and playback then
    /// goes on as `then` says (playing, paused, idle or ended).
    case seeking(target: MediaTime, then: Playback, since: HostTime)
    /// The player closed: nothing plays any more (Play would start again from here).
    case closed

    /// What the viewer is told of it: a seek counts as what follows it, and a closed player
    /// as idle.
    public var playback: Playback {
        switch self {
        case .idle, .closed: .idle
        case .playing: .playing
        case .paused: .paused
        case .ended: .ended
        case .seeking(_, let then, _): then
        }
    }

    /// Whether `other` differs from this phase in more than the times it was entered at (a
    /// clock's anchor, when a seek was asked for).
    func differsInMoreThanTime(from other: PlaybackPhase) -> Bool {
        switch (self, other) {
        case (.playing, .playing): false
        case (.seeking(let target, let then, _), .seeking(let otherTarget, let otherThen, _)):
            target != otherTarget || then != otherThen
        default: self != other
        }
    }
}
