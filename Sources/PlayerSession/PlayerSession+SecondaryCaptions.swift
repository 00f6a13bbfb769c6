import PlayerCore

extension PlayerSession {
    /// Reads a second caption track whole (``PlayerEffect/loadSecondaryCaptionTrack(_:)``)
    /// unless it is read or being read: its cues then sit in the model beside the chosen
    /// track's. On a virtual clock the step waits for the read, as it waits for the chosen
    /// track's.
    mutating func loadSecondaryCaptions(_ track: TrackID) {
        guard !captions.loaded.contains(track), !captions.loading.contains(track) else { return }
        let waits = configuration.waitsForReads
        captions.loading.insert(track)
        request(.loadTrack(track, waits: waits), awaited: waits)
    }
}
