import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// RFC 8216 §3.5: a WebVTT segment without `X-TIMESTAMP-MAP` is read as if it stated
/// `MPEGTS:0,LOCAL:00:00:00.000`, so its cue times are MPEG-TS times, placed through the main
/// rendition's first timestamp like any other. The video's first timestamp is read by ffprobe.
@Suite("WebVTT segments without X-TIMESTAMP-MAP")
struct HLSImpliedTimestampMapTests {
    @Test("Over video whose first timestamp is about 12 s, a cue at 12.5 s plays about 0.5 s in")
    func cueTimesAreTransportStreamTimes() throws {
        let directory = try TemporaryDirectory()
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=4", "-c:v", "libx264",
                "-output_ts_offset", "12", "-f", "mpegts", "video.ts",
            ], in: directory.url)
        let probe = try ToolRun(
            "ffprobe",
            ["-v", "error", "-show_entries", "format=start_time", "-of", "csv=p=0", "video.ts"],
            in: directory.url)
        let firstTimestamp = try #require(
            Double(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(firstTimestamp > 12 && firstTimestamp < 13.5)
        let files = [
            "master.m3u8": """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",LANGUAGE="en",URI="sub.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=100000,SUBTITLES="s"
            video.m3u8
            """,
            "video.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:4
            #EXTINF:4.0,
            video.ts
            #EXT-X-ENDLIST
            """,
            "sub.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:4
            #EXTINF:4.0,
            sub.vtt
            #EXT-X-ENDLIST
            """,
            "sub.vtt": "WEBVTT\n\n00:00:13.500 --> 00:00:14.500\nNo map\n",
        ]
        for (name, text) in files {
            _ = try directory.write(name, Array(text.utf8))
        }
        let source = try MediaSource.open(
            path: directory.url.appendingPathComponent("master.m3u8").path,
            options: .init(discoverSidecars: false, allowsPlaylistEntriesBesideIt: true))
        defer { source.close() }
        let subtitles = try #require(source.tracks.first { $0.codec == "webvtt" })
        let cue = try #require(try source.cues(of: subtitles.id).first)
        let expectedStart = Int64(((13.5 - firstTimestamp) * 1_000_000).rounded())
        #expect(abs(cue.start.microseconds - expectedStart) <= 1_000)
        #expect(cue.end - cue.start == .seconds(1))
    }
}
