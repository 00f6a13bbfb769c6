import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Follows the up-next countdown after a tick or a command: announces it when playback
    /// enters the credits (playing or by a seek), and plays the next episode when it reaches
    /// zero (unless the controls are locked, which would refuse it).
    mutating func followUpNext(from before: Int?) {
        let secondsLeft = model.upNextSecondsLeft
        guard let secondsLeft, secondsLeft != before else { return }
        if before == nil, let announcement = model.upNextAnnouncement {
            announcements.append(announcement)
        }
        if secondsLeft == 0, !state.isLocked {
            reduce(.present(.playNextEpisode))
        }
    }
}
