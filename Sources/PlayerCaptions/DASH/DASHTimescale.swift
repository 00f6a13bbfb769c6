import PlayerCore

/// A `@timescale`: units per second, turning media times in units into ``MediaTime``.
struct DASHTimescale {
    let unitsPerSecond: Int64

    init(_ unitsPerSecond: Int64) {
        self.unitsPerSecond = max(unitsPerSecond, 1)
    }

    /// `units` as a time, exact to the microsecond where the product fits (any timescale up
    /// to 2⁴⁴ units a second), without overflow for any `Int64`.
    func time(_ units: Int64) -> MediaTime {
        let whole = units / unitsPerSecond
        let rest = units % unitsPerSecond
        let (seconds, overflow) = whole.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return MediaTime(microseconds: units < 0 ? .min / 2 : .max / 2) }
        let (scaled, restOverflow) = rest.multipliedReportingOverflow(by: 1_000_000)
        let fraction =
            restOverflow
            ? Int64(Double(rest) / Double(unitsPerSecond) * 1_000_000) : scaled / unitsPerSecond
        return MediaTime(microseconds: seconds &+ fraction)
    }

    /// `time` in units, rounded down; nil when it does not fit.
    func units(_ time: MediaTime) -> Int64? {
        let whole = time.microseconds / 1_000_000
        let rest = time.microseconds % 1_000_000
        let (units, overflow) = whole.multipliedReportingOverflow(by: unitsPerSecond)
        let (scaled, restOverflow) = rest.multipliedReportingOverflow(by: unitsPerSecond)
        guard !overflow, !restOverflow else { return nil }
        let (sum, sumOverflow) = units.addingReportingOverflow(scaled / 1_000_000)
        return sumOverflow ? nil : sum
    }
}

/// The start and length of each segment an addressing element lists, in its timescale's units.
struct DASHTimedEntries {
    var scale: DASHTimescale
    var offset: Int64
    var entries: [(start: Int64, duration: Int64)] = []
    var notes: [String] = []
}

extension DASHLevel {
    /// The segment times of `element`: its `SegmentTimeline` (`S` entries with `t`, `d` and
    /// `r`, `r="-1"` repeating up to the next entry or the period's end), else `@duration`
    /// repeated over the period (or `count` times for a list). Never more than
    /// ``DASHManifest/maximumSegments``.
    func timedEntries(
        of element: DASHAddressingElement, periodDuration: MediaTime?, count: Int? = nil
    ) throws(DASHAddressingFailure) -> DASHTimedEntries {
        let scale = DASHTimescale(element.integer("timescale") ?? 1)
        let offset = element.integer("presentationTimeOffset") ?? 0
        var result = DASHTimedEntries(scale: scale, offset: offset)
        let periodEnd = periodDuration.flatMap { scale.units($0) }.map { offset &+ $0 }
        let limit = min(count ?? DASHManifest.maximumSegments, DASHManifest.maximumSegments)
        if let timeline = element.timeline {
            result.readTimeline(timeline.children(named: "S"), periodEnd: periodEnd, limit: limit)
            return result
        }
        guard let duration = element.integer("duration") else {
            if count == 1 {
                result.entries = [(offset, periodEnd.map { max($0 &- offset, 0) } ?? 0)]
                return result
            }
            throw DASHAddressingFailure(text: "has neither a SegmentTimeline nor a @duration")
        }
        guard duration > 0 else {
            throw DASHAddressingFailure(
                text: "has a segment @duration of \(duration), which would never end")
        }
        var total = count
        if total == nil, let periodEnd {
            let length = periodEnd &- offset
            total =
                length <= 0
                ? 0 : Int(clamping: length / duration + (length % duration == 0 ? 0 : 1))
        }
        guard let total else {
            throw DASHAddressingFailure(text: "has a @duration in a period of unknown length")
        }
        if total > limit {
            result.notes.append(
                "lists \(total) segments; the first \(DASHManifest.maximumSegments) are kept")
        }
        var start = offset
        for _ in 0..<min(total, limit) {
            result.entries.append((start, duration))
            let (next, overflow) = start.addingReportingOverflow(duration)
            guard !overflow else { break }
            start = next
        }
        return result
    }
}

extension DASHTimedEntries {
    /// Appends the segments of timeline entries `entries`; a bad entry is noted and skipped.
    mutating func readTimeline(_ entries: [DASHElement], periodEnd: Int64?, limit: Int) {
        var next: Int64 = offset
        for (index, entry) in entries.enumerated() {
            guard let duration = entry.attributes["d"].flatMap({ Int64($0) }), duration > 0 else {
                notes.append("has an S entry (line \(entry.line)) without a positive d; skipped")
                continue
            }
            if let stated = entry.attributes["t"] {
                guard let time = Int64(stated) else {
                    notes.append(
                        "has an S entry (line \(entry.line)) with t=\"\(TerminalText.excerpt(stated))\"; skipped"
                    )
                    continue
                }
                next = time
            }
            var repeats = entry.attributes["r"].flatMap { Int64($0) } ?? 0
            if repeats < 0 {
                let following = entries[(index + 1)...].lazy.compactMap {
                    $0.attributes["t"].flatMap { Int64($0) }
                }.first
                if let end = following ?? periodEnd {
                    let (span, overflow) = end.subtractingReportingOverflow(next)
                    repeats = overflow ? .max : span > 0 ? (span - 1) / duration : 0
                } else {
                    notes.append(
                        "has r=\"-1\" (line \(entry.line)) with no end to repeat to; kept once")
                    repeats = 0
                }
            }
            var repeated: Int64 = 0
            while repeated <= repeats {
                guard self.entries.count < limit else {
                    notes.append(
                        "has a SegmentTimeline of more than \(limit) segments; the first \(limit) are kept"
                    )
                    return
                }
                self.entries.append((next, duration))
                let (after, overflow) = next.addingReportingOverflow(duration)
                guard !overflow else {
                    notes.append("has a SegmentTimeline past the largest time; cut there")
                    return
                }
                next = after
                repeated += 1
            }
        }
    }
}
