import PlayerCore
import PlayerEngine
import Synchronization

/// A stand-in for a picture-and-sound device that keeps what the player told it, for
/// ``PlayerOptions/output``.
public final class RecordingOutput: PlaybackOutput {
    private let recorded = Mutex<[PlayerEffect]>([])

    /// A device told nothing yet.
    public init() {}

    /// Keeps `effect`.
    public func perform(_ effect: PlayerEffect) {
        recorded.withLock { $0.append(effect) }
    }

    /// Everything the player told the device, in order.
    public var effects: [PlayerEffect] {
        recorded.withLock { $0 }
    }
}
