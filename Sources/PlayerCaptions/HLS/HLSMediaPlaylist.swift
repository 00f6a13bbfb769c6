import PlayerCore

/// An HLS media playlist: the segments of one rendition or variant, in order, and whether more
/// may be appended (live).
public struct HLSMediaPlaylist: Hashable, Sendable {
    /// `EXT-X-PLAYLIST-TYPE`.
    public enum PlaylistType: String, Hashable, Sendable {
        /// Segments are only appended (an event still running or finished).
        case event = "EVENT"
        /// The playlist cannot change.
        case vod = "VOD"
    }

    /// `EXT-X-TARGETDURATION`: the longest segment, in whole seconds.
    public var targetDuration: Int64?
    /// `EXT-X-MEDIA-SEQUENCE`: the sequence number of the first segment (0 when absent).
    public var mediaSequence: Int64
    /// `EXT-X-PLAYLIST-TYPE`, if stated.
    public var playlistType: PlaylistType?
    /// Whether `EXT-X-ENDLIST` says no segment will be added.
    public var hasEndList: Bool
    /// The segments in playback order.
    public var segments: [HLSSegment]
    /// `SKIPPED-SEGMENTS` of `EXT-X-SKIP`: how many of the oldest segments a Playlist Delta
    /// Update leaves out (0 in a full playlist). The first segment listed has the sequence
    /// number ``mediaSequence`` plus this; starts still count from it, as the durations left
    /// out are not known.
    public var skippedSegments: Int64
    /// `EXT-X-START`, if stated: where the author wants playback to begin.
    public var startPoint: HLSStartPoint?

    /// Whether the playlist may still grow, so the program has no known end: no `EXT-X-ENDLIST`
    /// and not declared `VOD` (which RFC 8216 §4.3.3.5 says cannot change).
    public var isLive: Bool {
        !hasEndList && playlistType != .vod
    }

    /// The sum of the segments' durations.
    public var duration: MediaTime {
        segments.reduce(.zero) { $0 + $1.duration }
    }

    /// A playlist with the given segments.
    public init(
        targetDuration: Int64? = nil, mediaSequence: Int64 = 0, playlistType: PlaylistType? = nil,
        hasEndList: Bool = false, segments: [HLSSegment] = [], skippedSegments: Int64 = 0,
        startPoint: HLSStartPoint? = nil
    ) {
        self.targetDuration = targetDuration
        self.mediaSequence = mediaSequence
        self.playlistType = playlistType
        self.hasEndList = hasEndList
        self.segments = segments
        self.skippedSegments = skippedSegments
        self.startPoint = startPoint
    }
}

/// A sub-range of a resource (`EXT-X-BYTERANGE`, the `BYTERANGE` of `EXT-X-MAP`).
public struct HLSByteRange: Hashable, Sendable {
    /// The number of bytes.
    public var length: Int64
    /// The first byte's offset from the start of the resource.
    public var offset: Int64

    /// The `length` bytes starting at `offset`.
    public init(length: Int64, offset: Int64) {
        self.length = length
        self.offset = offset
    }
}

/// One media segment of a media playlist: where its bytes are and when it plays.
public struct HLSSegment: Hashable, Sendable {
    /// The segment's resource, resolved against the playlist's location.
    public var uri: String
    /// `EXTINF` duration.
    public var duration: MediaTime
    /// The segment's start on the playlist's timeline: the sum of the durations before it.
    public var start: MediaTime
    /// `EXTINF` title, if any.
    public var title: String?
    /// `EXT-X-BYTERANGE`: the part of ``uri`` that is the segment; nil for the whole resource.
    public var byteRange: HLSByteRange?
    /// `EXT-X-MAP` in force: the initialization section's resource, if any.
    public var mapURI: String?
    /// `BYTERANGE` of the `EXT-X-MAP` in force, if any.
    public var mapByteRange: HLSByteRange?
    /// The media sequence number.
    public var sequenceNumber: Int64
    /// Whether `EXT-X-DISCONTINUITY` precedes the segment (timestamps and encoding may change).
    public var isDiscontinuity: Bool
    /// The discontinuity sequence number (`EXT-X-DISCONTINUITY-SEQUENCE` plus the
    /// discontinuities before and at this segment).
    public var discontinuitySequence: Int64
    /// The wall-clock time of the segment's first sample: its `EXT-X-PROGRAM-DATE-TIME`, or,
    /// without one, the previous segment's date plus that segment's duration within the same
    /// discontinuity sequence (RFC 8216 §4.3.2.6); nil when no tag dates it.
    public var programDateTime: HLSDateTime?

    /// A segment with the given location and timing.
    public init(
        uri: String, duration: MediaTime, start: MediaTime, title: String? = nil,
        byteRange: HLSByteRange? = nil, mapURI: String? = nil, mapByteRange: HLSByteRange? = nil,
        sequenceNumber: Int64 = 0, isDiscontinuity: Bool = false, discontinuitySequence: Int64 = 0,
        programDateTime: HLSDateTime? = nil
    ) {
        self.uri = uri
        self.duration = duration
        self.start = start
        self.title = title
        self.byteRange = byteRange
        self.mapURI = mapURI
        self.mapByteRange = mapByteRange
        self.sequenceNumber = sequenceNumber
        self.isDiscontinuity = isDiscontinuity
        self.discontinuitySequence = discontinuitySequence
        self.programDateTime = programDateTime
    }
}
