import PlayerEngine
import PlayerSession

extension LoggedEvent {
    /// What is said aloud for this event: a focus utterance, an announcement or a text
    /// description; nil for everything else.
    var spokenText: String? {
        switch event {
        case .focusMoved(_, let utterance): utterance
        case .announcement(let text, _, _): text
        case .described(let cue): cue.text
        default: nil
        }
    }
}
