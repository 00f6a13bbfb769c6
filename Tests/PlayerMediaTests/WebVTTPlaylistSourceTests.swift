import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A WebVTT media playlist opened by itself: each segment is its own WebVTT file (FFmpeg's
/// demuxer joined them, so a segment without a final newline ran into the next one's
/// `WEBVTT` header), and a live one is read as far as its window goes, joined three target
/// durations from its end (RFC 8216 §6.3.3).
@Suite("WebVTT media playlists opened alone")
struct WebVTTPlaylistSourceTests {
    /// Writes `count` WebVTT segments of `length` seconds, each with one cue in its first
    /// second and no final newline, and a media playlist of them, live unless `finished`;
    /// returns the playlist's path.
    static func playlist(
        in directory: TemporaryDirectory, count: Int, length: Int, finished: Bool,
        extraTags: [String] = []
    ) throws -> String {
        var lines = ["#EXTM3U", "#EXT-X-TARGETDURATION:\(length)"] + extraTags
        for index in 0..<count {
            let start = String(format: "%02d", index * length)
            _ = try directory.write(
                "s\(index).vtt",
                Array("WEBVTT\n\n00:00:\(start).000 --> 00:00:\(start).900\ncue \(index)".utf8))
            lines += ["#EXTINF:\(length).0,", "s\(index).vtt"]
        }
        if finished { lines.append("#EXT-X-ENDLIST") }
        return try directory.write("list.m3u8", Array(lines.joined(separator: "\n").utf8))
    }

    @Test("Each segment is its own WebVTT file: no header lands in a cue's text")
    func segmentsAreSeparateFiles() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.playlist(in: directory, count: 3, length: 2, finished: true)
        let source = try MediaSource.open(path: path)
        let track = try #require(source.tracks.first)
        #expect(track.codec == "webvtt")
        let cues = try source.cues(of: track.id)
        #expect(cues.map(\.text) == ["cue 0", "cue 1", "cue 2"])
        #expect(cues.map(\.start) == [.zero, .seconds(2), .seconds(4)])
        #expect(source.duration == .seconds(6))
        #expect(!source.isLive)
    }

    @Test(
        "A live playlist of eight 4 s segments joins at 20 s, three target durations from its end")
    func liveJoinsThreeTargetDurationsFromTheEnd() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.playlist(in: directory, count: 8, length: 4, finished: false)
        let source = try MediaSource.open(path: path)
        #expect(source.isLive)
        #expect(source.liveEdge == .seconds(32))
        #expect(source.startPosition == .seconds(20))
        // The window is read as it stands, and a warning says so.
        #expect(try source.cues(of: try #require(source.tracks.first).id).count == 8)
        #expect(source.warnings.contains { $0.message.contains("live playlist") })
    }

    @Test("EXT-X-START places the join: back from the end, at its segment unless PRECISE")
    func startTagPlacesTheJoin() throws {
        let directory = try TemporaryDirectory()
        let segment = try MediaSource.open(
            path: try Self.playlist(
                in: directory, count: 8, length: 4, finished: false,
                extraTags: ["#EXT-X-START:TIME-OFFSET=-6.5"]))
        #expect(segment.startPosition == .seconds(24))
        let precise = try MediaSource.open(
            path: try Self.playlist(
                in: directory, count: 8, length: 4, finished: false,
                extraTags: ["#EXT-X-START:TIME-OFFSET=-6.5,PRECISE=YES"]))
        #expect(precise.startPosition == .milliseconds(25_500))
    }
}
