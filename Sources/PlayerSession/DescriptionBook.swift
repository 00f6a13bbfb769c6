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
    /// Whether playback waits at a description's end while it is still being said.
    var extended = false
    /// The description last said while its speech goes on, and the host time it ends.
    var speaking: (cue: DescribedCue, until: HostTime)? {
        didSet { isSpeaking = speaking != nil }
    }
    /// Whether ``speaking`` is set, kept as it is set: a tick reads this flag, not the
    /// optional (whose test goes through the cue's layout).
    private(set) var isSpeaking = false
    /// Whether playback is paused for ``speaking`` (extended description).
    var holding = false
    /// Whether the viewer paused while playback was held: the end of the speech then leaves
    /// it paused.
    var viewerPausedDuringHold = false

    /// When a held playback resumes: the end of the speech it waits for; nil when none waits.
    var holdEnd: HostTime? {
        holding ? speaking?.until : nil
    }

    /// Where playback pauses for the speech going on: the description's end, when extended
    /// description is on and nothing holds it yet.
    var holdPosition: MediaTime? {
        extended && !holding ? speaking?.cue.end : nil
    }

    /// When the next cue to say begins, in media time; nil when none is left.
    var nextStart: MediaTime? {
        nextIndex < spoken.count ? spoken[nextIndex].start : nil
    }

    /// Makes the cue after `position` the next to say: the first beginning at or after it.
    mutating func resume(from position: MediaTime) {
        nextIndex = spoken.partitioningIndex { $0.start >= position }
    }
}
