import PlayerCore
import PlayerSession

/// The cues of one track on screen, as a player's cue events tell them: the player-aware
/// checks follow what the session said it showed and hid rather than reading its state.
struct ShownCues {
    /// A cue of the track coming onto the screen or leaving it.
    enum Change {
        /// The cue appeared.
        case appeared(Cue)
        /// The cue left the screen.
        case left(Cue)
    }

    /// The track followed; cue events of other tracks are not its.
    let track: TrackID
    /// The track's cues on screen now.
    private(set) var cues: Set<Cue> = []

    /// Nothing on screen yet, following `track`.
    init(track: TrackID) {
        self.track = track
    }

    /// Takes in `events` in order and returns what they changed on screen: a cue shown while
    /// already there (an identical cue twice) or hidden while not there changes nothing.
    @discardableResult
    mutating func follow(_ events: [PlayerEvent]) -> [Change] {
        var changes: [Change] = []
        for event in events {
            switch event {
            case .cueShown(let id, _, let cue) where id == track:
                if cues.insert(cue).inserted { changes.append(.appeared(cue)) }
            case .cueHidden(let id, _, let cue) where id == track:
                if cues.remove(cue) != nil { changes.append(.left(cue)) }
            default:
                continue
            }
        }
        return changes
    }
}
