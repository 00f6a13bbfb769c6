import PlayerCore
import Synchronization

/// The recognised cues of a reader's tracks by start, kept as they become known (a track read
/// whole, the cache's readings, each cue a progressive read delivers), so that the cues at an
/// instant (a seek's target) come back as text once they were read, not as pictures.
final class RecognizedCueIndex: Sendable {
    private let known = Mutex<[TrackID: [MediaTime: Cue]]>([:])

    /// Keeps the recognised ones among `cues` of `track`.
    func add(_ cues: [Cue], of track: TrackID) {
        let recognized = cues.filter { $0.recognition != nil }
        guard !recognized.isEmpty else { return }
        known.withLock { known in
            for cue in recognized where known[track]?[cue.start] == nil {
                known[track, default: [:]][cue.start] = cue
            }
        }
    }

    /// `cues` of `track`, each replaced by its recognised version when one is known.
    func recognized(_ cues: [Cue], of track: TrackID) -> [Cue] {
        guard let byStart = known.withLock({ $0[track] }) else { return cues }
        return cues.map { byStart[$0.start] ?? $0 }
    }
}
