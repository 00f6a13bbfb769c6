import PlayerCore

/// A live media playlist followed across reloads (RFC 8216 §6.3.4): which segments are new,
/// where each falls on the source's timeline, where the live edge is, and when to reload.
///
/// The timeline starts (0 s) at the first segment listed when the source opened; a segment
/// added later starts where the one before it (by media sequence number) ended, so the window
/// may slide (segments removed from the front) without moving the times of the rest.
///
/// When reloads come too late and segments were missed (the reloaded playlist's first new
/// segment is not the one after the newest seen), the new segment is placed by its
/// `EXT-X-PROGRAM-DATE-TIME` if it has one: as far after the newest dated segment seen as its
/// date is after that one's, never before the live edge. Dates are compared only within one
/// discontinuity sequence: across an `EXT-X-DISCONTINUITY` the wall clock may jump while
/// playback goes on from one segment to the next, so a segment after a discontinuity starts
/// where the one before it ended, and its date becomes the reference for its sequence. The
/// reference is the window's own, so it holds after the segments that set it, or the
/// discontinuity itself, have slid out of the playlist. Without a date (or across a
/// discontinuity) a segment after a gap follows on from the live edge.
///
/// ```swift
/// var window = HLSLiveWindow(opening: first)      // 3 segments of 2 s: edge 6 s
/// window.nextReloadDelay                          // the target duration, 2 s
/// let added = window.update(with: reloaded)       // the 4th segment, starting at 6 s
/// window.liveEdge                                 // 8 s
/// ```
public struct HLSLiveWindow: Hashable, Sendable {
    /// How long the playlist may go without a new segment before it counts as stopped: three
    /// target durations. RFC 8216 sets the reload intervals but no point at which a client
    /// gives up; a server that keeps its playlist live adds a segment each target duration.
    public static let stallLimit: Int64 = 3

    /// `EXT-X-TARGETDURATION`, the reload interval after a change.
    public let targetDuration: MediaTime
    /// The end of the newest segment on the timeline: the live edge.
    public private(set) var liveEdge: MediaTime
    /// The sequence number of the newest segment seen.
    public private(set) var lastSequenceNumber: Int64
    /// Whether the last reload added a segment.
    public private(set) var lastReloadChanged = true
    /// How long reloads have found nothing new.
    public private(set) var timeWithoutNewSegment = MediaTime.zero
    /// Whether `EXT-X-ENDLIST` has appeared: the stream is over.
    public private(set) var hasEnded: Bool
    /// The newest dated segment seen: where dates of its discontinuity sequence fall.
    private var dateReference: DateReference?

    /// A segment's date and where it starts on the timeline.
    private struct DateReference: Hashable, Sendable {
        var discontinuitySequence: Int64
        var date: HLSDateTime
        var start: MediaTime
    }

    /// The window of a live playlist as first read; its segments start the timeline.
    public init(opening playlist: HLSMediaPlaylist) {
        targetDuration = .seconds(max(1, playlist.targetDuration ?? 1))
        liveEdge = playlist.duration
        lastSequenceNumber = playlist.segments.last?.sequenceNumber ?? (playlist.mediaSequence - 1)
        hasEnded = !playlist.isLive
        for segment in playlist.segments {
            noteDate(of: segment)
        }
    }

    /// How long to wait before the next reload: the target duration after a reload that
    /// found something new, half of it after one that did not (RFC 8216 §6.3.4).
    public var nextReloadDelay: MediaTime {
        lastReloadChanged
            ? targetDuration : MediaTime(microseconds: targetDuration.microseconds / 2)
    }

    /// Whether the playlist has gone ``stallLimit`` target durations without a new segment.
    public var hasStalled: Bool {
        timeWithoutNewSegment.microseconds >= targetDuration.microseconds * Self.stallLimit
    }

    /// Takes a reloaded playlist and returns the segments it adds, in order, each with its
    /// start on the window's timeline; moves the live edge past them.
    public mutating func update(with playlist: HLSMediaPlaylist) -> [HLSSegment] {
        let waited = nextReloadDelay
        var added: [HLSSegment] = []
        for segment in playlist.segments where segment.sequenceNumber > lastSequenceNumber {
            var placed = segment
            placed.start = start(of: segment)
            liveEdge = placed.start + segment.duration
            lastSequenceNumber = segment.sequenceNumber
            noteDate(of: placed)
            added.append(placed)
        }
        lastReloadChanged = !added.isEmpty
        timeWithoutNewSegment = added.isEmpty ? timeWithoutNewSegment + waited : .zero
        hasEnded = hasEnded || !playlist.isLive
        return added
    }

    /// Where a new segment starts: at the live edge when it follows the newest segment seen,
    /// or when it comes after a gap with no date to place it by.
    private func start(of segment: HLSSegment) -> MediaTime {
        guard segment.sequenceNumber - 1 != lastSequenceNumber,
            let date = segment.programDateTime, let reference = dateReference,
            reference.discontinuitySequence == segment.discontinuitySequence
        else { return liveEdge }
        return max(liveEdge, reference.start + (date - reference.date))
    }

    /// Keeps the date of `segment`, placed on the timeline, as the reference for its
    /// discontinuity sequence.
    private mutating func noteDate(of segment: HLSSegment) {
        guard let date = segment.programDateTime else { return }
        dateReference = DateReference(
            discontinuitySequence: segment.discontinuitySequence, date: date,
            start: segment.start)
    }
}
