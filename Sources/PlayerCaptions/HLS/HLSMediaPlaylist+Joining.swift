import PlayerCore

extension HLSMediaPlaylist {
    /// How many target durations from the end of a live playlist playback joins: RFC 8216
    /// §6.3.3 says a client SHOULD NOT choose a segment that starts less than three target
    /// durations from the end (hls.js's `liveSyncDurationCount` is 3, AVPlayer alike).
    public static let liveJoinTargetDurations: Int64 = 3

    /// Where playback begins, on the playlist's timeline (0 at its first segment):
    ///
    /// - with a start point (`EXT-X-START`, the media playlist's or, given as `startPoint`,
    ///   the master's), that point: clamped to the playlist, at the start of its segment
    ///   unless `PRECISE=YES`;
    /// - for a live playlist without one, the start of the latest segment that starts at
    ///   least ``liveJoinTargetDurations`` target durations before the end (the first segment
    ///   when none does);
    /// - for a finished playlist without one, its start.
    ///
    /// Eight 4 s live segments (end 32 s) join at 20 s: the sixth segment is the latest to
    /// start 12 s or more before the end.
    public func joinPosition(startPoint: HLSStartPoint? = nil) -> MediaTime {
        let origin = segments.first?.start ?? .zero
        let end = origin + duration
        if let point = startPoint ?? self.startPoint {
            let wanted =
                point.timeOffset < .zero
                ? end + point.timeOffset : origin + point.timeOffset
            let clamped = wanted.clamped(to: origin...end)
            return point.isPrecise ? clamped - origin : segmentStart(holding: clamped) - origin
        }
        guard isLive else { return .zero }
        let target = MediaTime.seconds(max(1, targetDuration ?? 1))
        let latest =
            end - MediaTime(microseconds: target.microseconds * Self.liveJoinTargetDurations)
        return (segments.last { $0.start <= latest }?.start ?? origin) - origin
    }

    /// The start of the segment that plays at `time`: the last one starting at or before it.
    private func segmentStart(holding time: MediaTime) -> MediaTime {
        segments.last { $0.start <= time }?.start ?? segments.first?.start ?? .zero
    }
}
