import PlayerCore
import Testing

@testable import PlayerCaptions

/// WebVTT segments across `EXT-X-DISCONTINUITY`: playlists whose timestamps restart, wrap and
/// change convention at each discontinuity, and where every cue must land.
@Suite("HLS WebVTT timing across discontinuities")
struct HLSDiscontinuityTimingTests {
    /// A WebVTT segment with `map` (`MPEGTS:…,LOCAL:…`) and cues of (start, end) seconds.
    private static func segment(_ map: String, _ cues: [(Double, Double)]) -> String {
        let blocks = cues.map { start, end in
            "\(timestamp(start)) --> \(timestamp(end))\ncue at \(start)"
        }
        return (["WEBVTT\nX-TIMESTAMP-MAP=\(map)"] + blocks).joined(separator: "\n\n") + "\n"
    }

    private static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let (whole, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (minutes, secs) = whole.quotientAndRemainder(dividingBy: 60)
        return "00:\(pad(minutes)):\(pad(secs)).\(String(fraction + 1000).dropFirst())"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func mediaPlaylist(_ text: String) throws -> HLSMediaPlaylist {
        guard case .media(let media) = try HLSPlaylist(parsing: text, location: "/s/subs.m3u8")
        else {
            Issue.record("not a media playlist")
            return HLSMediaPlaylist()
        }
        return media
    }

    /// The cues of `segments` (their WebVTT by URI) placed by `timing`, in milliseconds.
    private static func placed(
        _ segments: [HLSSegment], _ documents: [String: String], timing: inout HLSSubtitleTiming
    ) -> [[Int64]] {
        segments.flatMap { segment in
            let document = WebVTTDocument(parsing: documents[segment.uri]!)
            let offset = timing.offset(of: segment, map: document.timestampMap)
            return document.captionCues.map {
                [($0.start + offset).microseconds / 1_000, ($0.end + offset).microseconds / 1_000]
            }
        }
    }

    /// The stream starts at 10 s (PTS 900,000). Sequence 0 keeps one map for the whole
    /// programme; sequence 1, an inserted break, maps each segment to its own timestamp and
    /// wraps past 2³³ in its second segment; sequence 2 restarts the timestamps at 1 s.
    private static let playlist = """
        #EXTM3U
        #EXT-X-TARGETDURATION:6
        #EXTINF:6,
        a.vtt
        #EXTINF:6,
        b.vtt
        #EXT-X-DISCONTINUITY
        #EXTINF:4,
        c.vtt
        #EXTINF:4,
        d.vtt
        #EXT-X-DISCONTINUITY
        #EXTINF:6,
        e.vtt
        #EXTINF:6,
        f.vtt
        #EXT-X-ENDLIST
        """

    private static let documents = [
        "/s/a.vtt": segment("MPEGTS:900000,LOCAL:00:00:00.000", [(1, 2), (4, 5)]),
        "/s/b.vtt": segment("MPEGTS:900000,LOCAL:00:00:00.000", [(7, 8)]),
        // 8,589,600,000 is 334,592 ticks before 2³³; 4 s later is 25,408 past it.
        "/s/c.vtt": segment("MPEGTS:8589600000,LOCAL:00:00:00.000", [(0.5, 2)]),
        "/s/d.vtt": segment("LOCAL:00:00:04.000,MPEGTS:25408", [(4.5, 5.5)]),
        "/s/e.vtt": segment("MPEGTS:90000,LOCAL:00:00:00.000", [(1, 3)]),
        "/s/f.vtt": segment("MPEGTS:90000,LOCAL:00:00:00.000", [(7, 8.25)]),
    ]

    @Test("Each discontinuity sequence maps its cues from its own first segment's timestamp")
    func everyCueAtItsPlace() throws {
        let media = try Self.mediaPlaylist(Self.playlist)
        #expect(media.segments.map(\.discontinuitySequence) == [0, 0, 1, 1, 2, 2])
        var timing = HLSSubtitleTiming(streamStart: .seconds(10))
        #expect(
            Self.placed(media.segments, Self.documents, timing: &timing) == [
                [1_000, 2_000], [4_000, 5_000], [7_000, 8_000],
                // Sequence 1 starts at 12 s of the playlist.
                [12_500, 14_000], [16_500, 17_500],
                // Sequence 2 starts at 20 s, its timestamps from 1 s: not 9 s before the start.
                [21_000, 23_000], [27_000, 28_250],
            ])
    }

    @Test("A sequence whose first segment has no map is anchored by its first one with a map")
    func anchorAtTheFirstMap() throws {
        let media = try Self.mediaPlaylist(Self.playlist)
        var documents = Self.documents
        // No map, in a sequence not yet anchored: its cue times stand.
        documents["/s/c.vtt"] = "WEBVTT\n\n00:00:12.500 --> 00:00:14.000\nbreak\n"
        var timing = HLSSubtitleTiming(streamStart: .seconds(10))
        let placed = Self.placed(Array(media.segments.prefix(4)), documents, timing: &timing)
        #expect(placed.suffix(2) == [[12_500, 14_000], [16_500, 17_500]])
    }

    @Test("A live reload keeps the anchor of a sequence whose first segment left the window")
    func liveReloadKeepsTheAnchor() throws {
        let opening = try Self.mediaPlaylist(
            """
            #EXTM3U
            #EXT-X-TARGETDURATION:6
            #EXTINF:6,
            a.vtt
            #EXT-X-DISCONTINUITY
            #EXTINF:4,
            c.vtt
            """)
        var window = HLSLiveWindow(opening: opening)
        var timing = HLSSubtitleTiming(streamStart: .seconds(10))
        #expect(
            Self.placed(opening.segments, Self.documents, timing: &timing) == [
                [1_000, 2_000], [4_000, 5_000], [6_500, 8_000],
            ])
        // The window slides: c.vtt is now first, its sequence stated by the tag; d.vtt is new.
        let reloaded = try Self.mediaPlaylist(
            """
            #EXTM3U
            #EXT-X-TARGETDURATION:6
            #EXT-X-MEDIA-SEQUENCE:1
            #EXT-X-DISCONTINUITY-SEQUENCE:1
            #EXTINF:4,
            c.vtt
            #EXTINF:4,
            d.vtt
            """)
        let added = window.update(with: reloaded)
        #expect(added.map(\.uri) == ["/s/d.vtt"] && added.first?.start == .seconds(10))
        #expect(Self.placed(added, Self.documents, timing: &timing) == [[10_500, 11_500]])
    }
}
