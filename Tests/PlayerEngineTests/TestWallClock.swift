import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Synchronization

/// A wall clock a test sets: the source reads segment availability from it, the test moves
/// it in step with the player's manual clock.
final class TestWallClock: Sendable {
    private let instant: Mutex<HLSDateTime>

    /// A clock reading `seconds` after the MPD's `availabilityStartTime`.
    init(secondsAfterStart seconds: Int64) {
        instant = Mutex(Self.start + .seconds(seconds))
    }

    static let start = HLSDateTime(iso8601: Substring(LiveDASHFolder.availabilityStartTime))!

    var now: HLSDateTime { instant.withLock { $0 } }

    func set(secondsAfterStart seconds: Int64) {
        instant.withLock { $0 = Self.start + .seconds(seconds) }
    }
}
