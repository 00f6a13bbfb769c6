import PlayerSession
import Synchronization

/// Keeps the events a player reports, for reading back later; pass its ``record(_:)`` to
/// ``Player/observe(_:)``.
public final class EventRecorder: Sendable {
    private let recorded = Mutex<[LoggedEvent]>([])

    /// An empty recorder.
    public init() {}

    /// Appends one event.
    public func record(_ event: LoggedEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// Forgets everything recorded.
    public func clear() {
        recorded.withLock { $0.removeAll() }
    }

    /// Everything recorded, in order.
    public var events: [LoggedEvent] {
        recorded.withLock { $0 }
    }
}

extension [LoggedEvent] {
    /// The text-log lines of the events of the given kinds, in order.
    public func lines(_ kinds: Set<LogKind>) -> [String] {
        filter { kinds.contains($0.kind) }.map { SpokenLogFormat.text.line(for: $0) }
    }
}
