/// Maps host time to media time: an anchor pair (host, media), a rate, and whether it runs.
///
/// The clock is rebased whenever the rate changes or time starts or stops, so the position at
/// that instant is kept exactly and only later time is counted at the new rate. All arithmetic
/// is integer.
///
/// ```swift
/// var clock = MediaClock(media: .seconds(10), at: .seconds(100), isRunning: true)
/// clock.time(at: .seconds(102))                        // 12 s
/// clock.rebase(at: .seconds(102), rate: PlaybackRate(0.5)!)
/// clock.time(at: .seconds(106))                        // 14 s
/// ```
public struct MediaClock: Hashable, Sendable {
    /// The host time of the last rebase.
    public private(set) var anchorHost: HostTime
    /// The media time at ``anchorHost``.
    public private(set) var anchorMedia: MediaTime
    /// How fast media time runs relative to host time.
    public private(set) var rate: PlaybackRate
    /// Whether media time moves at all.
    public private(set) var isRunning: Bool

    /// A clock showing `media` at host time `host`, running at `rate` or stopped.
    public init(
        media: MediaTime = .zero, at host: HostTime = .zero, rate: PlaybackRate = .normal,
        isRunning: Bool = false
    ) {
        self.anchorHost = host
        self.anchorMedia = media
        self.rate = rate
        self.isRunning = isRunning
    }

    /// The media time at host time `host` (host times before the anchor count as the anchor).
    @inlinable
    public func time(at host: HostTime) -> MediaTime {
        guard isRunning else { return anchorMedia }
        let elapsed = max(0, host.nanoseconds(since: anchorHost))
        return anchorMedia
            + MediaTime(microseconds: rate.mediaMicroseconds(inHostNanoseconds: elapsed))
    }

    /// Re-anchors at host time `host`, keeping the media time there unless `media` replaces
    /// it, then applies the new rate and running state from that instant on.
    public mutating func rebase(
        at host: HostTime, to media: MediaTime? = nil, rate: PlaybackRate? = nil,
        isRunning: Bool? = nil
    ) {
        anchorMedia = media ?? time(at: host)
        anchorHost = host
        self.rate = rate ?? self.rate
        self.isRunning = isRunning ?? self.isRunning
    }
}
