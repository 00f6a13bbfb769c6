import PlayerCore
import PlayerEngine

extension IPCSession {
    /// The chosen caption track's cues at the position (shifted by the caption delay), as
    /// mpv's `sub-text` reads them: also while `sub-visibility` hides them; nil (unavailable)
    /// with no track chosen (`sid=no`).
    var chosenCaptions: [Cue]? {
        let state = player.state
        guard case .track(let id) = state.captions else { return nil }
        if state.displayedCaptionTrack == id { return player.activeCues }
        let time = currentPosition - state.captionDelay
        return player.model.loadedCues(of: id).filter { $0.start <= time && time < $0.end }
    }
}
