import PlayerCaptions
import PlayerCore
import Testing

/// A dynamic MPD cut to what the clock makes available (ISO/IEC 23009-1 §5.3.9.5: a segment
/// is available once its end is at or before the live edge, `availabilityStartTime` plus the
/// time since, and while it ends inside the time-shift buffer); a static one as it stands.
struct DASHAvailabilityTests {
    /// A `type` MPD whose one text Representation lists ten 2 s segments from
    /// 2026-01-01T10:00:00Z, with a 10 s time-shift buffer, a 2 s update period, and
    /// `attributes` and `children` of the root added.
    static func manifest(
        type: String, attributes: String = "", children: String = "",
        location: String = "/media/live.mpd"
    ) throws -> DASHManifest {
        try DASHManifest(
            parsing: Array(
                """
                <MPD type="\(type)" availabilityStartTime="2026-01-01T10:00:00Z"
                  timeShiftBufferDepth="PT10S" minimumUpdatePeriod="PT2S" \(attributes)>
                  \(children)
                  <Period start="PT0S"><AdaptationSet mimeType="text/vtt">
                    <SegmentTemplate timescale="1" media="$Time$.vtt">
                      <SegmentTimeline><S t="0" d="2" r="9"/></SegmentTimeline>
                    </SegmentTemplate>
                    <Representation id="1"/>
                  </AdaptationSet></Period>
                </MPD>
                """.utf8), location: location)
    }

    static let start = HLSDateTime(iso8601: "2026-01-01T10:00:00Z")!

    static func times(_ manifest: DASHManifest) -> [MediaTime] {
        manifest.periods[0].adaptationSets[0].representations[0].segments.map(\.time)
    }

    @Test func theClockDecidesWhichSegmentsAndWhereTheEdgeIs() throws {
        let manifest = try Self.manifest(type: "dynamic")
        // At 15 s: complete by 15 s and ending at 5 s or later, the segments at 4 … 12 s.
        let now = Self.start + .seconds(15)
        let available = manifest.available(at: now)
        #expect(Self.times(available) == [4, 6, 8, 10, 12].map { MediaTime.seconds($0) })
        #expect(available.newestSegmentEnd == .seconds(14))
        // No suggestedPresentationDelay: three segments (of 2 s) behind the newest end.
        #expect(available.joinPosition(at: now) == .seconds(8))
        // Before the first segment is complete, nothing is available yet.
        #expect(Self.times(manifest.available(at: Self.start + .seconds(1))).isEmpty)
    }

    @Test func suggestedPresentationDelaySetsTheJoinButNeverBeforeTheBuffer() throws {
        let manifest = try Self.manifest(
            type: "dynamic", attributes: "suggestedPresentationDelay=\"PT30S\"")
        let now = Self.start + .seconds(15)
        // 14 − 30 s is before the buffer's start (15 − 10 s).
        #expect(manifest.available(at: now).joinPosition(at: now) == .seconds(5))
    }

    @Test func aStaticManifestIsNotCut() throws {
        let manifest = try Self.manifest(type: "static")
        #expect(Self.times(manifest.available(at: Self.start)).count == 10)
        #expect(manifest.joinPosition(at: Self.start) == nil)
    }
}
