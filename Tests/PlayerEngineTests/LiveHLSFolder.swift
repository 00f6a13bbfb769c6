import Foundation
import MediaTestSupport
import PlayerCore

/// A live HLS stream in a temporary folder that a test grows: ten 2-second MPEG-TS video
/// segments and ten WebVTT subtitle segments made once by the ffmpeg CLI, and media
/// playlists (RFC 8216, no `EXT-X-ENDLIST`) that list only the segments published so far.
///
/// The subtitles carry three cues: "First cue" 1–3 s, "Second cue" 9–11 s, "Third cue"
/// 15–17 s of the stream. FFmpeg 5.1's muxer times its WebVTT segments from the video's first
/// timestamp but writes no `X-TIMESTAMP-MAP`, which RFC 8216 §3.5 then reads as MPEG-TS time
/// 0; each segment is given the map a packager states (`MPEGTS` = the video's first
/// timestamp, read by ffprobe, at `LOCAL` 0), so the cues fall where the stream puts them.
final class LiveHLSFolder: Sendable {
    /// The folder.
    let directory: URL
    /// The master playlist to open.
    var masterPath: String { directory.appendingPathComponent("master.m3u8").path }

    /// Makes the segments and publishes the first `published` of them.
    init(published: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("live-hls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let subtitles = """
            1
            00:00:01.000 --> 00:00:03.000
            First cue

            2
            00:00:09.000 --> 00:00:11.000
            Second cue

            3
            00:00:15.000 --> 00:00:17.000
            Third cue

            """
        try subtitles.write(
            to: directory.appendingPathComponent("subs.srt"), atomically: true, encoding: .utf8)
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=20", "-i", "subs.srt",
                "-map", "0:v", "-map", "1:s", "-c:v", "libx264", "-preset", "ultrafast", "-g",
                "20", "-c:s", "webvtt", "-f", "hls", "-hls_time", "2", "-hls_list_size", "0",
                "-var_stream_map", "v:0,s:0,sgroup:subs", "-hls_segment_filename", "seg_%v_%02d.ts",
                "made_%v.m3u8",
            ], in: directory)
        try stateTimestampMaps()
        let master = """
            #EXTM3U
            #EXT-X-VERSION:3
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="subs.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=300000,SUBTITLES="subs"
            video.m3u8

            """
        try master.write(toFile: masterPath, atomically: true, encoding: .utf8)
        try publish(published)
    }

    /// Writes into every subtitle segment the map from cue time 0 to the video's first
    /// timestamp.
    private func stateTimestampMaps() throws {
        let probe = try ToolRun(
            "ffprobe",
            ["-v", "error", "-show_entries", "format=start_time", "-of", "csv=p=0", "seg_0_00.ts"],
            in: directory)
        guard
            let start = Double(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw CocoaError(.fileReadCorruptFile) }
        let map = "X-TIMESTAMP-MAP=MPEGTS:\(Int((start * 90_000).rounded())),LOCAL:00:00:00.000"
        for name in try subtitleSegments() {
            let file = directory.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.hasPrefix("WEBVTT\n") else { throw CocoaError(.fileReadCorruptFile) }
            try ("WEBVTT\n" + map + text.dropFirst("WEBVTT".count)).write(
                to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The names of the subtitle segments ffmpeg wrote, in order.
    private func subtitleSegments() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".vtt") }.sorted()
    }

    /// Rewrites both media playlists to list the first `count` segments, still live.
    func publish(_ count: Int) throws {
        let video = (0..<count).map { String(format: "seg_0_%02d.ts", $0) }
        let subtitles = try Array(subtitleSegments().prefix(count))
        try write(video, to: "video.m3u8")
        try write(subtitles, to: "subs.m3u8")
    }

    private func write(_ segments: [String], to name: String) throws {
        var text = "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n"
        for segment in segments {
            text += "#EXTINF:2.000000,\n\(segment)\n"
        }
        // Written beside and renamed over, as a server publishes a playlist atomically.
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
