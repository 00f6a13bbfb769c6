import PlayerCore

extension PlayerState {
    /// How far behind the live edge still counts as live: latency this small is not spoken.
    public static let liveEdgeTolerance = MediaTime.seconds(3)

    /// Whether a live source is playing at (or within ``liveEdgeTolerance`` of) its live
    /// point (``livePoint``: where playback joined it, behind the edge).
    public var isAtLiveEdge: Bool {
        guard let livePoint else { return false }
        return livePoint - position < Self.liveEdgeTolerance
    }

    /// Seconds between the position and the live point, to the nearest second (halves up);
    /// zero for on-demand media. Rounded rather than cut: two rewinds of 10 s from the live
    /// point say 20 seconds behind, not 19, once playback has moved on by a frame (19.98 s).
    /// The live point moves with the clock between reloads (``livePoint``), so playing
    /// after a rewind of 10 s keeps saying 10 across reloads, and pausing adds a second a
    /// second.
    var wholeSecondsBehindLive: Int64 {
        guard let livePoint else { return 0 }
        let (seconds, rest) = (livePoint - position).microseconds
            .quotientAndRemainder(dividingBy: 1_000_000)
        return max(0, rest >= 500_000 ? seconds + 1 : seconds)
    }

    /// The host time after `now` at which a live source's ``timeReading`` (and with it
    /// ``isAtLiveEdge``) may next change by time passing alone: its live point moves on with
    /// the clock while the position stands (paused) or moves at another rate, until the live
    /// point reaches the stated edge, an instant returned too (the distance changes otherwise
    /// from there). Nil for on-demand media, and when only an input or a reload can change
    /// the reading. The state must stand at `now`.
    public func nextLiveReadingChange(after now: HostTime) -> HostTime? {
        guard let edge = liveEdge, let livePoint else { return nil }
        let pointMoves = livePoint < edge
        let rate = playback == .playing && pendingSeek == nil ? mediaClock.rate : nil
        // The distance to the live point changes by `growth / perHost` µs per host µs.
        let perHost = rate?.denominator ?? 1
        let growth = (pointMoves ? perHost : 0) - (rate?.numerator ?? 0)
        // Where the live point stops moving, the distance starts changing otherwise.
        let pointStops =
            pointMoves ? liveEdgeMovedAt.advanced(by: liveJoinDistance) : nil
        let distance = (livePoint - position).microseconds
        let tolerance = Self.liveEdgeTolerance.microseconds
        let seconds = wholeSecondsBehindLive * 1_000_000
        // The distance at which the reading turns, and how far it is from there.
        let turn: Int64
        let gap: Int64
        if growth > 0 {
            // Growing: Live turns behind at the tolerance; N turns N + 1 at N + ½.
            turn = isAtLiveEdge ? tolerance : seconds + 500_000
            gap = turn - distance
        } else if growth < 0, !isAtLiveEdge {
            // Shrinking: N turns N − 1 below N − ½, and Live below the tolerance.
            turn = max(seconds - 500_000, tolerance) - 1
            gap = distance - turn
        } else {
            return pointStops.flatMap { $0 > now ? $0 : nil }
        }
        let change: HostTime
        if rate == nil {
            // The position stands: the distance grows with the edge's age alone, so the
            // instant follows from when the edge was reached, whatever `now` is.
            let age = MediaTime(microseconds: turn) + position + liveJoinDistance - edge
            let soonest = now.advanced(by: MediaTime(microseconds: 1))
            change = max(liveEdgeMovedAt.advanced(by: age), soonest)
        } else {
            let hostMicroseconds = (max(gap, 1) * perHost + abs(growth) - 1) / abs(growth)
            change = now.advanced(by: MediaTime(microseconds: hostMicroseconds))
        }
        guard let pointStops, pointStops > now else { return change }
        return min(change, pointStops)
    }

    /// Whether Forward can move: not at the end and not at the live edge.
    public var canSkipForward: Bool {
        if playback == .ended || isAtLiveEdge {
            return false
        }
        guard let duration else { return true }
        return position < duration
    }

    /// What the playback slider says for the current position: the percentage rounded to the
    /// nearest whole one (halves up), as UISlider's accessibility value is, and as the volume
    /// slider's is.
    var sliderReading: SliderReading {
        if isAtLiveEdge {
            return .live
        }
        guard let end = positionLimit, end > .zero else { return .unknown }
        let clamped = position.clamped(to: .zero...end)
        return .percent(Self.roundedPercent(clamped.microseconds, of: end.microseconds))
    }

    /// `part` (0…`whole`) as a whole percentage of `whole`, rounded half up:
    /// ⌊(200·part + whole) / (2·whole)⌋.
    static func roundedPercent(_ part: Int64, of whole: Int64) -> Int {
        Int(floorOfProduct(part, times: 200, plus: whole, over: 2 * UInt64(whole)))
    }

    /// The positions around the current one over which ``timeReading``, ``sliderReading``,
    /// ``canSkipForward`` and ``isAtLiveEdge`` cannot change: the current whole second, cut
    /// to the positions that round to the current percent and to the duration. Empty for
    /// live sources, whose readings move with the edge too, and at or past the ends.
    public var steadyReadingSpan: Range<MediaTime> {
        let second = position.wholeSeconds
        guard !isLive, position >= .zero else { return position..<position }
        var lower = MediaTime.seconds(second)
        var upper = MediaTime.seconds(second + 1)
        if let duration {
            guard position < duration else { return position..<position }
            let length = duration.microseconds
            let percent = Int64(Self.roundedPercent(position.microseconds, of: length))
            // Percent p covers the positions from (p − ½)% of the length, rounded up, to
            // (p + ½)%: the first position rounding to p, and the first rounding to p + 1.
            let percentStart =
                percent == 0
                ? 0 : Self.floorOfProduct(length, times: 2 * percent - 1, plus: 199, over: 200)
            let nextPercentStart = Self.floorOfProduct(
                length, times: 2 * percent + 1, plus: 199, over: 200)
            lower = max(lower, MediaTime(microseconds: percentStart))
            upper = min(upper, MediaTime(microseconds: nextPercentStart), duration)
        }
        return lower..<upper
    }

    /// ⌊(`value`·`factor` + `addend`) / `divisor`⌋ for non-negative operands, worked out in
    /// 128 bits so that no media length overflows it; the quotient must fit 64 bits.
    private static func floorOfProduct(
        _ value: Int64, times factor: Int64, plus addend: Int64, over divisor: UInt64
    ) -> Int64 {
        let product = UInt64(value).multipliedFullWidth(by: UInt64(factor))
        let (low, carry) = product.low.addingReportingOverflow(UInt64(addend))
        let high = product.high + (carry ? 1 : 0)
        return Int64(divisor.dividingFullWidth((high, low)).quotient)
    }

    /// What the time element says for the current position, in whole seconds.
    var timeReading: TimeReading {
        if isLive {
            return isAtLiveEdge ? .live : .behindLive(seconds: wholeSecondsBehindLive)
        }
        guard let duration else { return .elapsed(seconds: position.wholeSeconds) }
        return .elapsedOfTotal(elapsed: position.wholeSeconds, total: duration.wholeSeconds)
    }
}

/// The playback slider's value, as the integers its text depends on.
enum SliderReading: Hashable, Sendable {
    /// Whole percent of the way from the start to the end (or the live edge).
    case percent(Int)
    /// At the live edge.
    case live
    /// No end known: no value.
    case unknown
}

/// The time element's content, as the integers its text depends on.
enum TimeReading: Hashable, Sendable {
    /// On-demand media of known length.
    case elapsedOfTotal(elapsed: Int64, total: Int64)
    /// On-demand media of unknown length.
    case elapsed(seconds: Int64)
    /// At the live edge.
    case live
    /// Behind the live edge by whole seconds.
    case behindLive(seconds: Int64)
}
