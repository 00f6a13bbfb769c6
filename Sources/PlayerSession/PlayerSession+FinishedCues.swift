import PlayerCore

extension PlayerSession {
    /// Takes in cues finished after their track was read (``SessionInput/cuesFinished(_:)``):
    /// they replace the unfinished ones in the model, and what is on screen is reported again
    /// with a step of its own. Cues finished before their track arrived wait for it.
    mutating func receive(_ finished: FinishedCues) {
        let track = finished.track
        guard captions.loaded.contains(track) else {
            if captions.loading.contains(track) {
                captions.earlyFinishedCues[track, default: []] += finished.cues
            }
            return
        }
        guard model.finishCaptionCues(finished.cues, for: track) else { return }
        captions.mayHaveChanged = true
        if captions.installed == track {
            captions.shownIndices = [-1]
        }
        if awaitedAnswers == 0 {
            finishStep(at: state.position, checkingAll: false, playbackBefore: state.playback)
        }
    }

    /// Applies the cues of `track` finished before the track arrived.
    mutating func applyEarlyFinishedCues(of track: TrackID) {
        guard let early = captions.earlyFinishedCues.removeValue(forKey: track) else { return }
        _ = model.finishCaptionCues(early.sorted { $0.start < $1.start }, for: track)
    }
}
