import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// RFC 8216 §3.5: a WebVTT segment without `X-TIMESTAMP-MAP` is read as if it stated
/// `MPEGTS:0,LOCAL:00:00:00.000`, so its cue times are MPEG-TS times, placed through the main
/// rendition's first timestamp like any other, and a warning names the rendition's playlist
/// once. The video's first timestamp is read by ffprobe.
@Suite("WebVTT segments without X-TIMESTAMP-MAP")
struct HLSImpliedTimestampMapTests {
    /// A master playlist over 4 s of video whose first timestamp is about 12 s (returned, as
    /// ffprobe reads it), with one WebVTT subtitle rendition of one segment, `sub.vtt`.
    static func package(in directory: TemporaryDirectory, subtitle: String) throws -> (
        master: String, firstTimestamp: Double
    ) {
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
            "sub.vtt": subtitle,
        ]
        for (name, text) in files {
            _ = try directory.write(name, Array(text.utf8))
        }
        return (directory.url.appendingPathComponent("master.m3u8").path, firstTimestamp)
    }

    @Test("Over video whose first timestamp is about 12 s, a cue at 12.5 s plays about 0.5 s in")
    func cueTimesAreTransportStreamTimes() throws {
        let directory = try TemporaryDirectory()
        let (master, firstTimestamp) = try Self.package(
            in: directory, subtitle: "WEBVTT\n\n00:00:13.500 --> 00:00:14.500\nNo map\n")
        #expect(firstTimestamp > 12 && firstTimestamp < 13.5)
        let source = try MediaSource.open(
            path: master,
            options: .init(discoverSidecars: false, allowsPlaylistEntriesBesideIt: true))
        defer { source.close() }
        let subtitles = try #require(source.tracks.first { $0.codec == "webvtt" })
        let cue = try #require(try source.cues(of: subtitles.id).first)
        let expectedStart = Int64(((13.5 - firstTimestamp) * 1_000_000).rounded())
        #expect(abs(cue.start.microseconds - expectedStart) <= 1_000)
        #expect(cue.end - cue.start == .seconds(1))
    }

    @Test("Segments placed without a map are said once for their track, naming its playlist")
    func placingWithoutAMapIsSaidOnce() throws {
        let unmapped = try TemporaryDirectory()
        let source = try MediaSource.open(
            path: try Self.package(
                in: unmapped, subtitle: "WEBVTT\n\n00:00:13.500 --> 00:00:14.500\nNo map\n"
            ).master, options: .init(discoverSidecars: false))
        defer { source.close() }
        let subtitles = try #require(source.tracks.first { $0.codec == "webvtt" })
        _ = try source.cues(of: subtitles.id)
        _ = try source.cues(of: subtitles.id)
        let said = source.warnings.filter { $0.message.contains("X-TIMESTAMP-MAP") }
        #expect(said.count == 1)
        #expect(said.first?.track == subtitles.id)
        #expect(said.first?.message.contains("sub.m3u8") == true)
        #expect(said.first?.message.contains("RFC 8216") == true)

        let mapped = try TemporaryDirectory()
        let withMap = try MediaSource.open(
            path: try Self.package(
                in: mapped,
                subtitle:
                    "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:1170000,LOCAL:00:00:00.000\n\n00:00:00.500 --> 00:00:01.500\nMapped\n"
            ).master, options: .init(discoverSidecars: false))
        defer { withMap.close() }
        let mappedTrack = try #require(withMap.tracks.first { $0.codec == "webvtt" })
        #expect(try withMap.cues(of: mappedTrack.id).count == 1)
        #expect(!withMap.warnings.contains { $0.message.contains("X-TIMESTAMP-MAP") })
    }
}
