import PlayerCore

/// The timing of a dynamic (live) MPD (ISO/IEC 23009-1 §5.3.1.2, the DASH-IF timing model):
/// where its timeline is on the wall clock, how far back it can be watched, where a viewer
/// joins, and when the MPD is to be fetched again.
///
/// ```swift
/// let live = manifest.live!                       // availabilityStartTime 10:00:00Z
/// live.liveEdge(at: tenFifteen)                   // 15 s of presentation time
/// live.availableSegments(of: representation, in: period, at: tenFifteen)
/// live.joinPosition(at: tenFifteen)               // the edge less suggestedPresentationDelay
/// ```
public struct DASHLiveTiming: Hashable, Sendable {
    /// `@availabilityStartTime`: the wall-clock instant of presentation time zero.
    public var availabilityStart: HLSDateTime
    /// `@timeShiftBufferDepth`: how far behind the live edge segments stay available; nil
    /// for all of them.
    public var timeShiftBufferDepth: MediaTime?
    /// `@suggestedPresentationDelay`: how far behind the live edge to play.
    public var suggestedPresentationDelay: MediaTime?
    /// `@minimumUpdatePeriod`: how long the MPD stays valid; nil when it is not to be fetched
    /// again.
    public var minimumUpdatePeriod: MediaTime?
    /// The `Location` to fetch it again from, resolved; nil to fetch it where it was read.
    public var location: String?

    /// The presentation time of the live edge at wall-clock `now`.
    public func liveEdge(at now: HLSDateTime) -> MediaTime {
        now - availabilityStart
    }

    /// The earliest presentation time still available at `now`: the live edge less the
    /// time-shift buffer, or zero without one.
    public func windowStart(at now: HLSDateTime) -> MediaTime {
        guard let depth = timeShiftBufferDepth else { return .zero }
        return max(liveEdge(at: now) - depth, .zero)
    }

    /// Where a viewer joining at `now` starts: `suggestedPresentationDelay` behind the live edge
    /// (at the edge without one), never before the window.
    public func joinPosition(at now: HLSDateTime) -> MediaTime {
        max(liveEdge(at: now) - (suggestedPresentationDelay ?? .zero), windowStart(at: now))
    }

    /// The segments of `representation` in `period` available at `now`: complete by the live
    /// edge and ending inside the time-shift buffer.
    public func availableSegments(
        of representation: DASHRepresentation, in period: DASHPeriod, at now: HLSDateTime
    ) -> [DASHSegment] {
        let edge = liveEdge(at: now)
        let start = windowStart(at: now)
        return representation.segments.filter { segment in
            let end =
                period.start + representation.periodTime(of: segment) + (segment.duration ?? .zero)
            return end <= edge && (timeShiftBufferDepth == nil || end >= start)
        }
    }

    /// When the MPD is to be fetched again after being fetched at `fetched`; nil for never.
    public func nextUpdate(after fetched: HLSDateTime) -> HLSDateTime? {
        minimumUpdatePeriod.map { fetched + $0 }
    }
}
