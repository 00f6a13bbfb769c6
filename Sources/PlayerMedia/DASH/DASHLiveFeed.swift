internal import PlayerCaptions
internal import PlayerCore

/// A dynamic (live) MPD followed across refreshes: fetched again each `minimumUpdatePeriod`
/// (from its `Location` when it names one), its segments taken as the clock makes them
/// available (``DASHManifest/available(at:)``), the live edge at the end of the newest, and
/// each text track's new segments read for their cues.
///
/// Segments are known by their address and media time, which a DASH timeline keeps from one
/// refresh to the next, so a segment is read once however the window slides. What is
/// remembered is only the current window's segments.
struct DASHLiveFeed: LiveFeed {
    /// A text track followed: its id, which of the presentation's track groups it is, and the
    /// segments of it already read.
    struct TextTrack {
        var track: TrackID
        var group: Int
        var read: Set<DASHSegment>
    }

    /// Fetches the MPD and segments under the source's policy.
    let reader: HLSResourceReader
    /// How the source was opened: the wall clock, and the options text segments are read with.
    let options: MediaSourceOptions
    /// Where the MPD is fetched again: its `Location`, else where it was first read.
    private(set) var manifestURI: String
    /// The text tracks followed.
    var textTracks: [TextTrack] = []
    /// The end of the newest available segment: the live edge.
    private(set) var liveEdge: MediaTime
    /// How long to wait before the next refresh.
    private(set) var nextReloadDelay: MediaTime
    /// The longest segment seen: how often the MPD is expected to grow.
    private var segmentLength: MediaTime
    /// How long refreshes have found no new segment.
    private var timeWithoutNewSegment = MediaTime.zero
    /// Whether the MPD has turned `static`: the presentation is over.
    private var hasEnded = false

    /// The shortest wait between refreshes, whatever the MPD says (`minimumUpdatePeriod="PT0S"`).
    static let shortestReloadDelay = MediaTime.milliseconds(100)

    /// The feed of `manifest`, read from `path` and cut to what was available when opened.
    init(
        manifest: DASHManifest, path: String, reader: HLSResourceReader,
        options: MediaSourceOptions
    ) {
        self.reader = reader
        self.options = options
        manifestURI = manifest.live?.location ?? path
        liveEdge = manifest.newestSegmentEnd ?? .zero
        segmentLength = manifest.longestSegment ?? .seconds(1)
        nextReloadDelay = .seconds(1)
        nextReloadDelay = reloadDelay(of: manifest)
    }

    /// Fetches the MPD again; returns the new live edge, each text track's new cues, and why
    /// the presentation is over if it is.
    mutating func reload(path: String) throws(MediaError) -> LiveUpdate {
        let waited = nextReloadDelay
        let bytes = try reader.bytes(of: manifestURI, kind: .dashManifest)
        let stated: DASHManifest
        do {
            stated = try DASHManifest(parsing: bytes, location: manifestURI)
        } catch {
            throw .notMediaFile(path: manifestURI, detail: error.description)
        }
        let manifest = stated.available(at: options.wallClock())
        let groups = DASHTrackGroup.groups(in: manifest)
        var added: [TrackID: [Cue]] = [:]
        var lost: [SegmentLoss] = []
        var foundNew = false
        for index in textTracks.indices where textTracks[index].group < groups.count {
            var group = groups[textTracks[index].group]
            let listed = Set(group.parts.flatMap(\.representation.segments))
            let read = textTracks[index].read
            defer { textTracks[index].read = listed }
            for part in group.parts.indices {
                let representation = group.parts[part].representationIndex
                group.parts[part].adaptationSet.representations[representation].segments
                    .removeAll { read.contains($0) }
            }
            guard group.parts.contains(where: { !$0.representation.segments.isEmpty }) else {
                continue
            }
            foundNew = true
            let reading = try DASHTextCues.cues(
                ofPublished: group, reader: reader, options: options)
            added[textTracks[index].track] = reading.cues
            lost += reading.lostSegments
        }
        let edge = manifest.newestSegmentEnd ?? liveEdge
        foundNew = foundNew || edge > liveEdge
        liveEdge = max(liveEdge, edge)
        segmentLength = max(segmentLength, manifest.longestSegment ?? segmentLength)
        timeWithoutNewSegment = foundNew ? .zero : timeWithoutNewSegment + waited
        hasEnded = !stated.isDynamic
        if let location = stated.live?.location { manifestURI = location }
        nextReloadDelay = reloadDelay(of: stated)
        return LiveUpdate(
            liveEdge: liveEdge, addedCues: added, end: endReason(path: path),
            nextReloadDelay: nextReloadDelay, lostSegments: lost)
    }

    /// The MPD's `minimumUpdatePeriod`, else its longest segment, never less than
    /// ``shortestReloadDelay``.
    private func reloadDelay(of manifest: DASHManifest) -> MediaTime {
        let period = manifest.live?.minimumUpdatePeriod
        let stated = period.flatMap { $0 > .zero ? $0 : nil } ?? segmentLength
        return max(stated, Self.shortestReloadDelay)
    }

    /// How long the MPD may go without a new segment before it counts as stopped: as many
    /// refresh periods or segment lengths (the longer) as a stalled HLS playlist's target
    /// durations (``HLSLiveWindow/stallLimit``).
    private var stallLimit: MediaTime {
        MediaTime(
            microseconds: max(nextReloadDelay, segmentLength).microseconds
                * HLSLiveWindow.stallLimit)
    }

    /// Why the presentation is over: the MPD turned static, or went too long without a new
    /// segment.
    private func endReason(path: String) -> String? {
        if hasEnded {
            return
                "\(path): the live presentation ended (the MPD at \(manifestURI) is now type=\"static\")"
        }
        guard timeWithoutNewSegment >= stallLimit else { return nil }
        return
            "\(path): the live MPD stopped growing (no new segment in its SegmentTimeline or SegmentList for \(stallLimit.wholeSeconds) s, refreshed every \(nextReloadDelay))"
    }
}
