import PlayerCore
import PlayerEngine
import Synchronization

/// Ends a real-time session at `--until`: the first event at or past that media time posts
/// Close to the player's inbox. Called from the player's observer.
final class UntilWatch: Sendable {
    private let until: MediaTime
    private let inbox: PlayerInbox
    private let posted = Atomic<Bool>(false)

    /// A watch that closes the player behind `inbox` once media time reaches `until`.
    init(until: MediaTime, inbox: PlayerInbox) {
        self.until = until
        self.inbox = inbox
    }

    /// Looks at one event's time.
    func observe(_ event: LoggedEvent) {
        guard event.time >= until, !posted.exchange(true, ordering: .relaxed) else { return }
        inbox.post(.command(.close))
    }
}
