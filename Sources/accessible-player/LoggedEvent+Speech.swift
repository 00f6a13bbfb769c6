import PlayerEngine
import PlayerSession

extension LoggedEvent {
    /// What a screen reader says aloud for this event: a focus utterance or an announcement;
    /// nil for everything else.
    var spokenText: String? {
        switch event {
        case .focusMoved(_, let utterance): utterance
        case .announcement(let text, _, _): text
        default: nil
        }
    }
}
