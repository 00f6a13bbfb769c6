import PlayerEngine
import Synchronization

/// Collects a player's events for a test.
final class Recorder: Sendable {
    private let stored = Mutex<[LoggedEvent]>([])

    func append(_ event: LoggedEvent) {
        stored.withLock { $0.append(event) }
    }

    var events: [LoggedEvent] { stored.withLock { $0 } }
}

extension [LoggedEvent] {
    /// The text log lines of the events of the given kinds.
    func lines(_ kinds: Set<LogKind>) -> [String] {
        filter { kinds.contains($0.kind) }.map { SpokenLogFormat.text.line(for: $0) }
    }
}
