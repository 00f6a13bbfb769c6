import PlayerCore

/// Where the cues of an HLS WebVTT segment fall on the source's timeline (RFC 8216 §3.5).
///
/// A segment's `X-TIMESTAMP-MAP=MPEGTS:m,LOCAL:l` says that cue time `l` is the moment whose
/// MPEG-2 presentation timestamp (90 kHz, 33 bits) is `m`. The source measures media time from
/// its first presentation timestamp (PlayerMedia's `MediaSource.startTime`), so a cue time `t`
/// plays at `t + m / 90000 − l − startTime`.
///
/// The 33-bit timestamp wraps every 26.5 hours, and cue times do not wrap with it: of the
/// values `m + k·2³³`, the one nearest the segment's expected timestamp (the stream's first
/// timestamp plus the segment's start in the playlist) is taken, so a segment written after
/// the wrap still lands after the ones before it.
///
/// A segment without the map has cue times already on the presentation timeline, measured
/// from its start, as HLS players read them (treating them as raw timestamps would put the
/// corpus' `shaka-hls-text-de` first cue, at 0.6 s, before the video's first frame at 1.46 s).
public struct HLSSubtitleTiming {
    /// The source's start: its first presentation timestamp as media time.
    var streamStart: MediaTime

    /// The timing of a source whose first presentation timestamp is `streamStart`.
    public init(streamStart: MediaTime) {
        self.streamStart = streamStart
    }

    /// One full turn of the 33-bit, 90 kHz MPEG-2 timestamp.
    static let timestampWrap: Int64 = 1 << 33

    /// What to add to the cue times of `segment`, whose header states `map`.
    public func offset(of segment: HLSSegment, map: WebVTTTimestampMap?) -> MediaTime {
        guard let map else { return .zero }
        let expected = Self.ticks(of: streamStart + segment.start)
        let base = map.mpegTimestamp % Self.timestampWrap
        let turns = (expected - base + Self.timestampWrap / 2)
        let wholeTurns =
            turns >= 0 ? turns / Self.timestampWrap : -((-turns - 1) / Self.timestampWrap) - 1
        let unwrapped = WebVTTTimestampMap(
            mpegTimestamp: base + wholeTurns * Self.timestampWrap, local: map.local)
        return unwrapped.offset - streamStart
    }

    /// A media time in 90 kHz ticks, rounded down.
    private static func ticks(of time: MediaTime) -> Int64 {
        let (seconds, microseconds) = time.microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        return seconds * 90_000 + microseconds * 9 / 100
    }
}
