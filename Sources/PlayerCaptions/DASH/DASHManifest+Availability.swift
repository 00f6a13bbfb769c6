import PlayerCore

extension DASHManifest {
    /// The presentation as a viewer can have it at wall-clock `now`: for a dynamic MPD with
    /// live timing, each Representation keeps only the segments ``DASHLiveTiming`` says are
    /// available (complete by the live edge, inside the time-shift buffer); any other MPD is
    /// returned as it stands.
    ///
    /// ```swift
    /// let live = manifest.available(at: clock())     // segments published by now only
    /// live.newestSegmentEnd                          // the live edge a player shows
    /// ```
    public func available(at now: HLSDateTime) -> DASHManifest {
        guard isDynamic, let live else { return self }
        var available = self
        for period in available.periods.indices {
            let stated = available.periods[period]
            for set in stated.adaptationSets.indices {
                for index in stated.adaptationSets[set].representations.indices {
                    let representation = stated.adaptationSets[set].representations[index]
                    available.periods[period].adaptationSets[set].representations[index]
                        .segments = live.availableSegments(
                            of: representation, in: stated, at: now)
                }
            }
        }
        return available
    }

    /// The end of the newest segment any Representation lists, on the presentation timeline
    /// (its period's start plus the segment's end); nil when none lists a timed segment.
    public var newestSegmentEnd: MediaTime? {
        var newest: MediaTime?
        for period in periods {
            for set in period.adaptationSets {
                for representation in set.representations {
                    guard let last = representation.segments.last, let length = last.duration
                    else { continue }
                    let end = period.start + representation.periodTime(of: last) + length
                    newest = max(newest ?? end, end)
                }
            }
        }
        return newest
    }

    /// The longest segment any Representation lists: how often a live MPD grows.
    public var longestSegment: MediaTime? {
        periods.lazy.flatMap(\.adaptationSets).flatMap(\.representations)
            .flatMap(\.segments).compactMap(\.duration).max()
    }
}

extension DASHManifest {
    /// Where a viewer joining a live presentation at `now` starts, this manifest being what
    /// is available then: `suggestedPresentationDelay` behind the newest segment's end, else
    /// three of its longest segments behind it (as a live HLS playlist is joined three target
    /// durations from its end), never before the time-shift buffer or zero; nil for a static
    /// MPD.
    public func joinPosition(at now: HLSDateTime) -> MediaTime? {
        guard isDynamic else { return nil }
        let edge = newestSegmentEnd ?? .zero
        let longest = longestSegment ?? .zero
        let delay =
            live?.suggestedPresentationDelay ?? MediaTime(microseconds: longest.microseconds * 3)
        return max(edge - delay, live?.windowStart(at: now) ?? .zero, .zero)
    }
}
