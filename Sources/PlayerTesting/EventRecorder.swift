import Synchronization
import PlayerEngine

/// Keeps the events a player reports, for reading back later.
final class EventRecorder: Sendable {
    private let recorded = Mutex<[LoggedEvent]>([])

    /// Appends one event.
    func record(_ event: LoggedEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// Forgets everything recorded.
    func clear() {
        recorded.withLock { $0.removeAll() }
    }

    /// Everything recorded, in order.
    var events: [LoggedEvent] {
        recorded.withLock { $0 }
    }
}
