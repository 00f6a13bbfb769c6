import PlayerCore

/// What a player knows about its caption tracks: which are loaded whole (their cues are in
/// the model), which are loading, which one is shown, and which cues were last reported on
/// screen.
struct CaptionBook {
    /// Tracks read whole (a failed read counts, with no cues).
    var loaded: Set<TrackID> = []
    /// Tracks asked of the loader and not yet answered.
    var loading: Set<TrackID> = []
    /// Cues finished before their loading track arrived, by track.
    var earlyFinishedCues: [TrackID: [Cue]] = [:]
    /// The track the last ``PlayerEffect/showCaptionTrack(_:)`` asked for, if any.
    var installed: TrackID?
    /// Whether the model holds only the installed track's cues at one instant (the whole
    /// track is loading).
    var installedIsPartial = false
    /// The cues last reported shown, with their track and its name.
    var shown: [Cue] = []
    /// The track of ``shown`` and its display name.
    var shownTrack: (id: TrackID, name: String)?
    /// The model's active cue positions when ``shown`` was taken.
    var shownIndices: [Int] = []
    /// Whether the model's captions may differ from ``shown``: a tick moved them, or the state
    /// or the cues changed since the last report. Only then are they compared again.
    var mayHaveChanged = true
}
