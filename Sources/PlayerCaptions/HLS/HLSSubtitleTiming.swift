import PlayerCore

/// Where the cues of an HLS WebVTT segment fall on the source's timeline (RFC 8216 §3.5).
///
/// A segment's `X-TIMESTAMP-MAP=MPEGTS:m,LOCAL:l` says that cue time `l` is the moment whose
/// MPEG-2 presentation timestamp (90 kHz, 33 bits) is `m`. The source measures media time from
/// its first presentation timestamp (PlayerMedia's `OpenedMediaSource.startTime`), so a cue time `t`
/// plays at `t + m / 90000 − l − startTime`.
///
/// The 33-bit timestamp wraps every 26.5 hours, and cue times do not wrap with it: of the
/// values `m + k·2³³`, the one nearest the segment's expected timestamp (the stream's first
/// timestamp plus the segment's start in the playlist) is taken, so a segment written after
/// the wrap still lands after the ones before it.
///
/// A segment without the map is read as RFC 8216 §3.5 says: as if it stated
/// `MPEGTS:0,LOCAL:00:00:00.000`, so cue time 0 is MPEG-TS timestamp 0 and a cue is placed
/// through the main rendition's first timestamp like any other (over video whose first
/// timestamp is 12 s, a cue at 12.5 s plays at 0.5 s; Shaka Player's and Media3's readings
/// agree). Where there are no timestamps to meet (a WebVTT playlist opened by itself, a later
/// discontinuity sequence not yet anchored) its cue times stand.
///
/// An `EXT-X-DISCONTINUITY` starts new timestamps (an inserted programme, an encoder restart),
/// so the stream's first timestamp no longer places anything after one. A later discontinuity
/// sequence is placed through the main rendition's timestamps in the same sequence, as Shaka
/// Player and hls.js do: given ``anchor(sequence:start:timestamp:)`` (the sequence's first
/// video segment starts at playlist time `s` with timestamp `p`), a text timestamp `m` plays at
/// `s + (m − p)` wherever the text playlist puts its own discontinuity (Shaka's
/// `hls-text-offset` places it a segment earlier than the video's). Without the main
/// rendition's word, the sequence is anchored by its first text segment with a map: that
/// segment's MPEG-TS time plays where the segment starts in the playlist. Either way the
/// sequence's segments are placed from the anchor, through the wrap, until the next
/// discontinuity restarts the mapping.
///
/// A WebVTT playlist opened by itself has no other stream to measure from
/// (``init()``): the first map met takes its cue times as they stand, so the stream's start
/// is that map's `m / 90000 − l`.
///
/// ```
/// #EXTINF:6,   sequence 0, stream start 10 s: MPEGTS:900000,LOCAL:0     → cue time 0 at 0 s
/// #EXT-X-DISCONTINUITY
/// #EXTINF:6,   sequence 1, at 6 s:  MPEGTS:8589600000,LOCAL:0           → cue time 0 at 6 s
/// #EXTINF:6,   at 12 s: MPEGTS:205408 (6 s later, past the wrap),LOCAL:6 → cue time 6 at 12 s
/// ```
/// The timing remembers the anchors, so that the segments of a live playlist added by later
/// reloads land with the ones before them.
public struct HLSSubtitleTiming {
    /// Where a discontinuity sequence's timestamps meet the playlist's timeline.
    private struct Anchor {
        /// The playlist time of the sequence's first segment with a map.
        var start: MediaTime
        /// That segment's `MPEGTS`, below the wrap.
        var timestamp: Int64
    }

    /// The source's start: its first presentation timestamp as media time; nil until the
    /// first map of a playlist opened by itself sets it.
    var streamStart: MediaTime?
    /// The discontinuity sequence the source starts in: its timestamps are the stream's own.
    private var firstSequence: Int64?
    /// The anchor of each later discontinuity sequence: the main rendition's when given, else
    /// the first text segment with a map.
    private var anchors: [Int64: Anchor] = [:]

    /// The timing of a source whose first presentation timestamp is `streamStart`.
    public init(streamStart: MediaTime) {
        self.streamStart = streamStart
    }

    /// The timing of a WebVTT playlist opened by itself: its first map's cue times stand.
    public init() {
        streamStart = nil
    }

    /// Places discontinuity sequence `sequence` through the main rendition: its first segment
    /// there starts at playlist time `start`, and its first presentation timestamp is
    /// `timestamp` (90 kHz ticks).
    public mutating func anchor(sequence: Int64, start: MediaTime, timestamp: Int64) {
        anchors[sequence] = Anchor(start: start, timestamp: timestamp % Self.timestampWrap)
    }

    /// The map a segment without `X-TIMESTAMP-MAP` in discontinuity sequence `sequence` is
    /// read with (RFC 8216 §3.5: cue time 0 is MPEG-TS timestamp 0), when its timestamps can be
    /// met: in the first sequence once the stream's start is known, in a later one once it is
    /// anchored. Otherwise nil, and the cue times stand.
    private func impliedMap(in sequence: Int64, first: Int64) -> WebVTTTimestampMap? {
        let meetsTimestamps = sequence == first ? streamStart != nil : anchors[sequence] != nil
        return meetsTimestamps ? WebVTTTimestampMap(mpegTimestamp: 0, local: .zero) : nil
    }

    /// One full turn of the 33-bit, 90 kHz MPEG-2 timestamp.
    static let timestampWrap = PresentationTimeline.mpegTimestampWrap

    /// What to add to the cue times of `segment`, whose header states `map`; segments are given
    /// in playlist order (the first one given starts the source's timeline).
    public mutating func offset(of segment: HLSSegment, map: WebVTTTimestampMap?) -> MediaTime {
        let sequence = segment.discontinuitySequence
        let first = firstSequence ?? sequence
        firstSequence = first
        guard let map = map ?? impliedMap(in: sequence, first: first) else { return .zero }
        if sequence == first {
            let streamStart = self.streamStart ?? map.offset
            self.streamStart = streamStart
            let expected = Self.ticks(of: streamStart + segment.start)
            let unwrapped = WebVTTTimestampMap(
                mpegTimestamp: Self.unwrapped(map.mpegTimestamp, near: expected), local: map.local)
            return unwrapped.offset - streamStart
        }
        let anchor =
            anchors[sequence]
            ?? Anchor(start: segment.start, timestamp: map.mpegTimestamp % Self.timestampWrap)
        anchors[sequence] = anchor
        let expected = anchor.timestamp + Self.ticks(of: segment.start - anchor.start)
        let sinceAnchor = WebVTTTimestampMap(
            mpegTimestamp: Self.unwrapped(map.mpegTimestamp, near: expected) - anchor.timestamp,
            local: map.local)
        return anchor.start + sinceAnchor.offset
    }

    /// Of the values `timestamp + k·2³³`, the one nearest `expected` (90 kHz ticks).
    private static func unwrapped(_ timestamp: Int64, near expected: Int64) -> Int64 {
        let base = timestamp % timestampWrap
        let turns = (expected - base + timestampWrap / 2)
        let wholeTurns =
            turns >= 0 ? turns / timestampWrap : -((-turns - 1) / timestampWrap) - 1
        return base + wholeTurns * timestampWrap
    }

    /// A media time in 90 kHz ticks, rounded down.
    private static func ticks(of time: MediaTime) -> Int64 {
        let (seconds, microseconds) = time.microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        return seconds * 90_000 + microseconds * 9 / 100
    }
}
