import Foundation

/// A title the audit tests build with the ffmpeg CLI, with known violations: 30 s of 24 fps
/// video, English and Spanish audio and an English audio-description track, and one English
/// SDH SubRip track (default, hearing impaired) whose cues name their speakers but describe
/// no sound, and break Netflix's numbers four times — 34 characters in 1 s at 4 s (20 cps
/// allowed), a 51-character line at 6 s (42 allowed), a gap of 42 ms (one frame; two are
/// 83 ms) before 9.042 s, and an overlap of 1 s at 15 s. The Spanish audio has no captions.
enum AuditTestTitle {
    static let subRip = """
        1
        00:00:01,000 --> 00:00:03,000
        ANNA: Is anyone her?

        2
        00:00:04,000 --> 00:00:05,000
        BEN: We have to leave, all of us!!

        3
        00:00:06,000 --> 00:00:09,000
        ANNA: This line is far too long for a subtitle row.

        4
        00:00:09,042 --> 00:00:12,000
        BEN: Then we split up.

        5
        00:00:13,000 --> 00:00:16,000
        ANNA: Fine.

        6
        00:00:15,000 --> 00:00:18,000
        BEN: Go!

        """

    /// Makes `title.mkv` in `.build/audit-test-title` (made anew each run, so nothing is left
    /// behind in the temporary folder) and returns its path.
    static func make() throws -> String {
        let folder = CLIRunner.packageRoot.appendingPathComponent(".build/audit-test-title")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let subtitles = folder.appendingPathComponent("source-sdh.srt").path
        try subRip.write(toFile: subtitles, atomically: true, encoding: .utf8)
        let av = folder.appendingPathComponent("av.mkv").path
        let title = folder.appendingPathComponent("title.mkv").path
        // Picture and sound first, then the captions stream-copied in, so the AAC encoder's
        // priming delay cannot shift the authored cue times.
        try ffmpeg([
            "-f", "lavfi", "-i", "testsrc=size=160x90:rate=24:duration=30",
            "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=30",
            "-f", "lavfi", "-i", "sine=frequency=550:sample_rate=22050:duration=30",
            "-f", "lavfi", "-i", "sine=frequency=660:sample_rate=22050:duration=30",
            "-map", "0:v", "-map", "1:a", "-map", "2:a", "-map", "3:a",
            "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
            "-c:a", "aac", "-b:a", "24k", "-ac", "1", av,
        ])
        try ffmpeg([
            "-i", av, "-i", subtitles, "-map", "0:v", "-map", "0:a", "-map", "1:s",
            "-c:v", "copy", "-c:a", "copy", "-c:s", "srt",
            "-metadata", "title=Audit Test Title",
            "-metadata:s:a:0", "language=eng", "-metadata:s:a:1", "language=spa",
            "-metadata:s:a:2", "language=eng", "-metadata:s:a:2", "title=English AD",
            "-metadata:s:s:0", "language=eng", "-metadata:s:s:0", "title=English SDH",
            "-disposition:a:0", "default", "-disposition:a:1", "0",
            "-disposition:a:2", "visual_impaired",
            "-disposition:s:0", "default+hearing_impaired", title,
        ])
        try FileManager.default.removeItem(atPath: av)
        try FileManager.default.removeItem(atPath: subtitles)
        return title
    }

    private static func ffmpeg(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: ["ffmpeg": arguments.joined(separator: " ")])
        }
    }
}
