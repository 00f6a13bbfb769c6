import PlayerCore
import PlayerEngine
import Synchronization

/// The player's latest state, copied from its events, for the thread that reads keys (which
/// needs it to know whether `l` locks or unlocks and which captions `c` moves to).
final class StateMirror: Sendable {
    private let latest: Mutex<PlayerState>

    /// A mirror starting at `state`.
    init(_ state: PlayerState) {
        latest = Mutex(state)
    }

    /// The latest state reported.
    var state: PlayerState {
        latest.withLock { $0 }
    }

    /// Takes the state from a state-changed event; ignores every other event.
    func observe(_ event: LoggedEvent) {
        guard case .stateChanged(let report) = event.event else { return }
        latest.withLock { $0 = report.state }
    }
}
