import PlayerCore

/// What a player knows about its caption tracks: which are loaded whole, which are loading,
/// which one the screen reader's model shows, and which cues were last reported on screen.
struct CaptionBook {
    /// Tracks read whole (a failed read counts, with no cues), by id.
    var loaded: [TrackID: [Cue]] = [:]
    /// Tracks asked of the loader and not yet answered.
    var loading: Set<TrackID> = []
    /// The track whose cues the model holds for display, if any.
    var installed: TrackID?
    /// Whether the installed cues are only those at one instant (the whole track is loading).
    var installedIsPartial = false
    /// The installed cues, for finding the next caption boundary.
    var schedule = CaptionTimeline(cues: [])
    /// The cues last reported shown, with their track and its name.
    var shown: [Cue] = []
    /// The track of ``shown`` and its display name.
    var shownTrack: (id: TrackID, name: String)?
    /// The model's active cue positions when ``shown`` was taken.
    var shownIndices: [Int] = []
}
