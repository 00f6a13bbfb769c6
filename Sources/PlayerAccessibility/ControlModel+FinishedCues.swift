import PlayerCore

extension ControlModel {
    /// Puts finished cues (picture captions recognised after their track was loaded) in the
    /// place of the unfinished ones of `track` (see ``PlayerCore/CaptionTimeline/finish(_:)``);
    /// returns whether any was replaced.
    public mutating func finishCaptionCues(_ cues: [Cue], for track: TrackID) -> Bool {
        guard let index = captionTimelines.firstIndex(where: { $0.track == track }) else {
            return false
        }
        return captionTimelines[index].timeline.finish(cues)
    }
}
