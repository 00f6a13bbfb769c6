import Synchronization

/// A handle that breaks a blocking read of a ``OpenedMediaSource`` from any thread.
///
/// FFmpeg polls it between I/O operations; once ``interrupt()`` is called, the current and every
/// later read fails with ``MediaError/interrupted(path:)``.
public final class MediaInterrupter: Sendable {
    private let requested = Atomic<Bool>(false)

    /// A handle that has not been triggered.
    public init() {}

    /// Asks the source to stop reading as soon as FFmpeg checks.
    public func interrupt() {
        requested.store(true, ordering: .relaxed)
    }

    /// Whether ``interrupt()`` has been called.
    public var isInterrupted: Bool {
        requested.load(ordering: .relaxed)
    }
}
