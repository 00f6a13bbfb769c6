import PlayerCore

extension ControlModel {
    /// The loaded cues of caption track `track`, sorted by start, whether it is displayed,
    /// hidden or not chosen; empty when none are loaded for it (for mpv's `sub-text` while
    /// hidden, and `sub-seek` / `sub-step`, which move by the chosen track's cues).
    public func loadedCues(of track: TrackID) -> [Cue] {
        captionTimelines.first { $0.track == track }?.timeline.cues ?? []
    }
}
