internal import PlayerCaptions
internal import PlayerCore

/// Where the main rendition's discontinuity sequences meet the playlist's timeline: for each
/// sequence after the first, its first segment's start in the playlist and the first
/// presentation timestamp in that segment's MPEG-TS head. Subtitle segments of the same
/// sequence are placed through it (``HLSSubtitleTiming/anchor(sequence:start:timestamp:)``).
///
/// Only MPEG-TS segments are read, and only their first ``headBytes`` bytes; a segment that
/// cannot be read, or states no timestamp there, anchors nothing, and the subtitle timing then
/// falls back on its own segments.
struct HLSMainTimeline {
    /// One discontinuity sequence's first segment: its start and first timestamp.
    struct Anchor {
        var sequence: Int64
        var start: MediaTime
        var timestamp: Int64
    }

    /// How much of a segment is read for its first timestamp: enough for the first PES
    /// header of every stream of a typical segment.
    static let headBytes: Int64 = 256 << 10

    /// The anchors found, by sequence.
    let anchors: [Anchor]

    /// Reads the head of the first segment of each later discontinuity sequence of `variant`.
    init(variant: HLSMediaPlaylist, reader: HLSResourceReader) {
        var anchors: [Anchor] = []
        var seen: Set<Int64> = []
        for segment in variant.segments.dropFirst()
        where segment.isDiscontinuity && segment.mapURI == nil
            && seen.insert(segment.discontinuitySequence).inserted
        {
            let offset = segment.byteRange?.offset ?? 0
            let length = min(segment.byteRange?.length ?? Self.headBytes, Self.headBytes)
            guard
                let head = try? reader.bytes(
                    of: segment.uri, range: HLSByteRange(length: length, offset: offset),
                    kind: .subtitleSegment),
                let timestamp = TransportStreamPackets(bytes: head)?.earliestPresentationTimestamp
            else { continue }
            anchors.append(
                Anchor(
                    sequence: segment.discontinuitySequence, start: segment.start,
                    timestamp: timestamp))
        }
        self.anchors = anchors
    }

    /// Gives `timing` every anchor found.
    func apply(to timing: inout HLSSubtitleTiming) {
        for anchor in anchors {
            timing.anchor(
                sequence: anchor.sequence, start: anchor.start, timestamp: anchor.timestamp)
        }
    }
}
