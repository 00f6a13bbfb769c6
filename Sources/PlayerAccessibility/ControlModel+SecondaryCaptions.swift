import PlayerCore

extension ControlModel {
    /// The second caption track's name as the Closed Captions panel names it (mpv's
    /// `secondary-sid`), nil without one.
    var secondaryCaptionName: String? {
        let tracks = state.captionTracks
        guard let id = state.secondaryCaptionTrack,
            let index = tracks.firstIndex(where: { $0.id == id })
        else { return nil }
        return language.displayNames(for: tracks)[index]
    }

    /// The second caption track's cues on screen at `position` (shifted by the caption delay,
    /// as the chosen track's are), in order of start; none without one, or before its cues
    /// were read.
    public func secondaryCues(at position: MediaTime) -> [Cue] {
        guard let id = state.secondaryCaptionTrack,
            let timeline = captionTimelines.first(where: { $0.track == id })?.timeline
        else { return [] }
        let time = position - state.captionDelay
        return timeline.cues.filter { $0.start <= time && time < $0.end }
    }
}
