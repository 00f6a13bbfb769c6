import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// Text across discontinuities, as Shaka Player's `hls-text-offset` asset has it
/// (shaka-project/shaka-player, test/test/assets/hls-text-offset; its test "supports text
/// discontinuity" expects cues at 0–2, 2–4 and 6–8 s, each to the nearest second): the text
/// playlist's `EXT-X-DISCONTINUITY` comes a segment before the video's, and the text segments
/// after it map `LOCAL:01:00:00.000` to `MPEGTS:324000000`. A text segment's MPEG-TS time is
/// placed through the video's timestamps in the same discontinuity sequence: the video's
/// second sequence starts at presentation 5.583 s with PTS 3.083 s, so the cue at MPEG-TS 3.5 s
/// plays at 6.0 s.
///
/// The presentation is built the same way: two MPEG-TS video segments made with the ffmpeg
/// CLI, the second restarting its timestamps at 3.083 s, and four WebVTT segments.
@Suite("HLS text across discontinuities (Shaka's hls-text-offset)")
struct HLSTextDiscontinuityTests {
    /// The master playlist of the presentation, written into `directory`.
    static func presentation(in directory: TemporaryDirectory) throws -> String {
        let video = [
            "-f", "lavfi", "-i", "testsrc=size=64x36:rate=24", "-an", "-c:v", "mpeg2video",
            "-bf", "0", "-muxdelay", "0", "-muxpreload", "0", "-f", "mpegts",
        ]
        try FFmpegCLI.run(
            video + ["-t", "5.583", "-output_ts_offset", "0", "v0.ts"], in: directory.url)
        try FFmpegCLI.run(
            video + ["-t", "2.917", "-output_ts_offset", "3.083", "v1.ts"], in: directory.url)
        let files = [
            "video.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:6
            #EXTINF:5.583,
            v0.ts
            #EXT-X-DISCONTINUITY
            #EXTINF:2.917,
            v1.ts
            #EXT-X-ENDLIST
            """,
            "text.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:3
            #EXTINF:2.0,
            t0.vtt
            #EXTINF:2.0,
            t1.vtt
            #EXT-X-DISCONTINUITY
            #EXTINF:2.0,
            t2.vtt
            #EXTINF:2.5,
            t3.vtt
            #EXT-X-ENDLIST
            """,
            "t0.vtt":
                "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:00:00.000 --> 00:00:02.000\none\n",
            "t1.vtt":
                "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:00:02.000 --> 00:00:04.000\ntwo\n",
            // As Shaka's vtt-072: a map and no cue, and no final newline.
            "t2.vtt": "WEBVTT\nX-TIMESTAMP-MAP=LOCAL:01:00:00.000,MPEGTS:324000000",
            "t3.vtt":
                "WEBVTT\nX-TIMESTAMP-MAP=LOCAL:01:00:00.000,MPEGTS:324000000\n\n00:00:03.500 --> 00:00:05.500\nthree\n",
            "master.m3u8": """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="text.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=100000,SUBTITLES="subs"
            video.m3u8
            """,
        ]
        for (name, text) in files {
            _ = try directory.write(name, Array(text.utf8))
        }
        return directory.url.appendingPathComponent("master.m3u8").path
    }

    @Test("Cues at 0–2, 2–4 and 6–8 s, as Shaka Player places them")
    func shakaExpectations() throws {
        let directory = try TemporaryDirectory()
        let source = try MediaSource.open(
            path: try Self.presentation(in: directory),
            options: MediaSourceOptions(discoverSidecars: false, findsClosedCaptions: false))
        let track = try #require(source.tracks.first { $0.codec == "webvtt" })
        let cues = try source.cues(of: track.id)
        let expected: [(start: Double, end: Double)] = [(0, 2), (2, 4), (6, 8)]
        #expect(cues.map(\.text) == ["one", "two", "three"])
        #expect(cues.count == expected.count)
        for (cue, wanted) in zip(cues, expected) {
            // Shaka's toBeCloseTo(x, 0): within half a second.
            #expect(abs(Double(cue.start.microseconds) / 1e6 - wanted.start) < 0.5, "\(cue)")
            #expect(abs(Double(cue.end.microseconds) / 1e6 - wanted.end) < 0.5, "\(cue)")
        }
    }
}
