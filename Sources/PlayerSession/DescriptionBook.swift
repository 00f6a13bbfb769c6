import PlayerCore

/// What a session knows of text descriptions: the cues of each description track read whole,
/// the cues of the track spoken, and which of them is said next.
struct DescriptionBook {
    /// The cues of every text description track read whole, in order of start, by track.
    var cuesByTrack: [TrackID: [Cue]] = [:]
    /// The track whose cues are spoken (as last seen in the state); nil for descriptions off.
    var track: TrackID?
    /// The cues of ``track``, in order of start.
    var spoken: [Cue] = []
    /// The index in ``spoken`` of the next cue to say.
    var nextIndex = 0

    /// When the next cue to say begins, in media time; nil when none is left.
    var nextStart: MediaTime? {
        nextIndex < spoken.count ? spoken[nextIndex].start : nil
    }

    /// Makes the cue after `position` the next to say: the first beginning at or after it.
    mutating func resume(from position: MediaTime) {
        nextIndex = spoken.partitioningIndex { $0.start >= position }
    }
}
