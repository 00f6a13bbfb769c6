import PlayerCore

/// When a TTML element is active: from `begin` until just before `end`, or with no end when
/// nothing in the document ends it.
struct TTMLInterval: Equatable {
    var begin: MediaTime
    var end: MediaTime?

    /// The interval of a child of an element active over `self`, under parallel time
    /// containment: `begin` and `end` count from this interval's begin, `duration` from the
    /// child's begin (the earlier of the two ends wins when both are given), a child without
    /// either ends with this interval, and no child outlasts it. Nil when the child is never
    /// active.
    func child(begin: MediaTime?, end: MediaTime?, duration: MediaTime?) -> TTMLInterval? {
        let childBegin = self.begin + (begin ?? .zero)
        var childEnd = end.map { self.begin + $0 }
        if let duration {
            childEnd = min(childEnd ?? childBegin + duration, childBegin + duration)
        }
        if let parentEnd = self.end {
            childEnd = min(childEnd ?? parentEnd, parentEnd)
        }
        if let childEnd, childEnd <= childBegin { return nil }
        return TTMLInterval(begin: childBegin, end: childEnd)
    }

    /// Whether the interval covers the instant `time`.
    func contains(_ time: MediaTime) -> Bool {
        begin <= time && end.map { time < $0 } ?? true
    }
}
