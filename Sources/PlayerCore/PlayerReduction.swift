/// Why the player refused a command or event; for the engine's log.
public enum CommandRejection: Hashable, Sendable {
    /// The controls are locked and the command was not Unlock.
    case controlsLocked
    /// The chosen track is not among the source's tracks of that kind.
    case unknownTrack(TrackID)
    /// The volume was not a number.
    case invalidVolume
    /// The slow-motion rate was not a positive finite number.
    case invalidRate
    /// A seek completion arrived for a target that is no longer pending.
    case staleSeekCompletion(MediaTime)
}

/// The outcome of one reducer step: the effects to perform, and why it was refused if it was.
///
/// A refused step leaves the state as it was but may still carry effects (a locked player
/// announces ``Announcement/controlsLocked``).
public struct PlayerReduction: Hashable, Sendable {
    /// What the engine must do, in order.
    public var effects: [PlayerEffect]
    /// Why the input was refused; nil when it was accepted.
    public var rejection: CommandRejection?

    /// An outcome with the given effects and rejection.
    public init(effects: [PlayerEffect] = [], rejection: CommandRejection? = nil) {
        self.effects = effects
        self.rejection = rejection
    }

    /// Whether the input was accepted.
    public var isAccepted: Bool { rejection == nil }
}
