import Foundation

/// An HLS package made by FFmpeg's own `hls` muxer, as packagers make them: a master playlist
/// (`master.m3u8`), a video and audio variant in MPEG-TS segments, and a WebVTT subtitle
/// rendition (`sub.m3u8`, segments `sub_N.vtt`) made from ``cues``, one segment every
/// ``segmentSeconds`` seconds.
public struct HLSPackage {
    /// The cues the package's subtitles are made from: start and end in milliseconds, text.
    public static let cues: [(start: Int64, end: Int64, text: String)] = [
        (1_000, 2_500, "First cue"), (5_000, 6_500, "Second cue"),
        (9_000, 10_500, "Third cue"), (13_000, 14_500, "Fourth cue"),
    ]
    /// How long each segment lasts.
    public static let segmentSeconds = 4

    /// The folder holding the package.
    public let directory: URL

    /// Makes the package, 16 seconds long, in `directory`.
    public init(in directory: URL) throws {
        self.directory = directory
        let subRip = Self.cues.enumerated().map { index, cue in
            "\(index + 1)\n\(Self.stamp(cue.start)) --> \(Self.stamp(cue.end))\n\(cue.text)\n"
        }.joined(separator: "\n")
        try subRip.write(
            to: directory.appendingPathComponent("cues.srt"), atomically: true, encoding: .utf8)
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=16",
                "-f", "lavfi", "-i", "sine=frequency=440:duration=16", "-i", "cues.srt",
                "-map", "0", "-map", "1", "-map", "2", "-c:v", "libx264", "-g", "24",
                "-c:a", "aac", "-c:s", "webvtt", "-f", "hls", "-hls_time", "\(Self.segmentSeconds)",
                "-hls_playlist_type", "vod", "-hls_segment_filename", "video_%d.ts",
                "-master_pl_name", "master.m3u8",
                "-var_stream_map", "v:0,a:0,s:0,sgroup:subs", "-hls_subtitle_path", "sub.m3u8",
                "video.m3u8",
            ], in: directory)
    }

    /// The path of `name` in the package.
    public func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The WebVTT segments the subtitle playlist lists, in order.
    public func subtitleSegments() throws -> [String] {
        try String(contentsOfFile: path("sub.m3u8"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.hasPrefix("#") && $0.hasSuffix(".vtt") }
    }

    private static func stamp(_ milliseconds: Int64) -> String {
        String(
            format: "00:%02d:%02d,%03d", milliseconds / 60_000, milliseconds / 1000 % 60,
            milliseconds % 1000)
    }
}
