import PlayerCore

/// When a TTML element is active: from `begin` until just before `end`, or with no end when
/// nothing in the document ends it (an indefinite end).
struct TTMLInterval: Equatable {
    var begin: MediaTime
    var end: MediaTime?

    /// The part of this interval inside `outer` (an element is active only while its parent
    /// is); nil when they do not overlap.
    func clipped(to outer: TTMLInterval) -> TTMLInterval? {
        let clippedBegin = max(begin, outer.begin)
        let clippedEnd = TTMLInterval.earlier(end, outer.end)
        if let clippedEnd, clippedEnd <= clippedBegin { return nil }
        return TTMLInterval(begin: clippedBegin, end: clippedEnd)
    }

    /// Whether the interval covers the instant `time`.
    func contains(_ time: MediaTime) -> Bool {
        begin <= time && end.map { time < $0 } ?? true
    }

    /// The earlier of two ends, nil standing for an indefinite one.
    static func earlier(_ first: MediaTime?, _ second: MediaTime?) -> MediaTime? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }

    /// The later of two ends, nil standing for an indefinite one (later than any).
    static func later(_ first: MediaTime?, _ second: MediaTime?) -> MediaTime? {
        guard let first, let second else { return nil }
        return max(first, second)
    }
}

/// The times an element's `begin`, `end` and `dur` state (nil for each absent), and how
/// TTML 2 (§12.4) makes an element's interval of them within its time container.
struct TTMLStatedTimes {
    var begin: MediaTime?
    var end: MediaTime?
    var duration: MediaTime?

    /// Whether `end` or `dur` is stated, so that the element's end does not depend on its
    /// content.
    var hasExplicitEnd: Bool { end != nil || duration != nil }

    /// When the element begins: its `begin` counted from `implicitBegin` (the parent's begin
    /// in a `par` container, the previous sibling's end in a `seq` one).
    func begin(after implicitBegin: MediaTime) -> MediaTime {
        implicitBegin + (begin ?? .zero)
    }

    /// The end `end` and `dur` give an element beginning at `begin` whose implicit begin is
    /// `implicitBegin`: `dur` counts from the begin, `end` from the implicit begin, and with
    /// both the earlier wins; nil when neither is stated.
    func explicitEnd(begin: MediaTime, implicitBegin: MediaTime) -> MediaTime? {
        TTMLInterval.earlier(duration.map { begin + $0 }, end.map { implicitBegin + $0 })
    }

    /// The end of the element: the explicit one, else `implicitEnd` (what its content or its
    /// container gives; nil for indefinite).
    func end(begin: MediaTime, implicitBegin: MediaTime, implicitEnd: MediaTime?) -> MediaTime? {
        hasExplicitEnd ? explicitEnd(begin: begin, implicitBegin: implicitBegin) : implicitEnd
    }

    /// The implicit end of an element with no timed content (text alone, a `<br/>`, a `set`,
    /// an `image`) beginning at `begin`: none in a `seq` container, where it lasts no time,
    /// and indefinite in a `par` one.
    static func leafImplicitEnd(begin: MediaTime, inSequence: Bool) -> MediaTime? {
        inSequence ? begin : nil
    }
}

/// How a time container times its children as they come, in document order: each child's
/// implicit begin, and the container's implicit end so far (TTML 2 §12.4: a `par` ends with
/// its last child to end, a `seq` with its last child).
struct TTMLTimeContainer {
    /// Whether the container is `timeContainer="seq"`.
    let isSequential: Bool
    /// When the container begins.
    let begin: MediaTime
    /// The implicit begin of the next child; nil once a child in a `seq` has no end, after
    /// which no child begins.
    private(set) var nextBegin: MediaTime?
    /// The container's implicit end given the children so far; nil for indefinite.
    private(set) var implicitEnd: MediaTime?

    /// A container beginning at `begin`, with no child yet.
    init(begin: MediaTime, isSequential: Bool) {
        self.begin = begin
        self.isSequential = isSequential
        nextBegin = begin
        implicitEnd = begin
    }

    /// Takes in a child that ended at `end` (nil for indefinite).
    mutating func childEnded(at end: MediaTime?) {
        if isSequential {
            nextBegin = end
            implicitEnd = end
        } else {
            implicitEnd = TTMLInterval.later(implicitEnd, end)
        }
    }
}
