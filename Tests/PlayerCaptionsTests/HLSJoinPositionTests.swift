import PlayerCaptions
import PlayerCore
import Testing

/// Where playback joins an HLS playlist: RFC 8216 §6.3.3 (a live client SHOULD NOT choose a
/// segment that starts less than three target durations from the end; hls.js's
/// `liveSyncDurationCount` is 3) and `EXT-X-START` (§4.3.5.2: TIME-OFFSET from the start, or
/// from the end when negative, clamped to the playlist; PRECISE=YES at the offset itself,
/// otherwise at the start of its segment).
@Suite("HLS join position")
struct HLSJoinPositionTests {
    /// A playlist of `count` segments of `length` seconds, with `tags` in its header.
    static func playlist(
        count: Int, length: Int, finished: Bool = false, tags: [String] = []
    ) throws -> HLSPlaylist {
        var lines = ["#EXTM3U", "#EXT-X-TARGETDURATION:\(length)"] + tags
        for index in 0..<count {
            lines += ["#EXTINF:\(length).0,", "s\(index).ts"]
        }
        if finished { lines.append("#EXT-X-ENDLIST") }
        return try HLSPlaylist(parsing: lines.joined(separator: "\n"), location: "/live/x.m3u8")
    }

    static func media(_ playlist: HLSPlaylist) throws -> HLSMediaPlaylist {
        guard case .media(let media) = playlist else {
            Issue.record("not a media playlist")
            throw HLSPlaylistError.missingHeader
        }
        return media
    }

    @Test("Eight live 4 s segments join at 20 s, not at the edge (32 s)")
    func liveJoin() throws {
        let media = try Self.media(try Self.playlist(count: 8, length: 4))
        #expect(media.joinPosition() == .seconds(20))
    }

    @Test("A live playlist shorter than three target durations joins at its first segment")
    func shortLivePlaylist() throws {
        let media = try Self.media(try Self.playlist(count: 2, length: 4))
        #expect(media.joinPosition() == .zero)
    }

    @Test("A finished playlist without EXT-X-START starts at its start")
    func finishedPlaylist() throws {
        let media = try Self.media(try Self.playlist(count: 8, length: 4, finished: true))
        #expect(media.joinPosition() == .zero)
    }

    @Test(
        "EXT-X-START: from the start or the end, at its segment unless PRECISE, clamped",
        arguments: [
            ("TIME-OFFSET=9", 8_000), ("TIME-OFFSET=9,PRECISE=YES", 9_000),
            ("TIME-OFFSET=-6.5", 24_000), ("TIME-OFFSET=-6.5,PRECISE=YES", 25_500),
            ("TIME-OFFSET=100,PRECISE=YES", 32_000), ("TIME-OFFSET=-100", 0),
        ])
    func startTag(attributes: String, milliseconds: Int64) throws {
        let media = try Self.media(
            try Self.playlist(count: 8, length: 4, tags: ["#EXT-X-START:\(attributes)"]))
        #expect(media.joinPosition() == .milliseconds(milliseconds))
    }

    @Test("A master playlist's EXT-X-START applies to its variant")
    func masterStartPoint() throws {
        guard
            case .master(let master) = try HLSPlaylist(
                parsing: "#EXTM3U\n#EXT-X-START:TIME-OFFSET=-10,PRECISE=YES\n"
                    + "#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8",
                location: "/live/master.m3u8")
        else {
            Issue.record("not a master playlist")
            return
        }
        #expect(master.startPoint == HLSStartPoint(timeOffset: .seconds(-10), isPrecise: true))
        let media = try Self.media(try Self.playlist(count: 8, length: 4))
        #expect(media.joinPosition(startPoint: master.startPoint) == .seconds(22))
    }
}
