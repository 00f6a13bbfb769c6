import Foundation
import Testing

/// `captions` on a live WebVTT media playlist (no `EXT-X-ENDLIST`, target duration 2 s, two
/// segments) reads the window it finds and says so, instead of waiting for FFmpeg to give up
/// on a playlist that does not grow (101 s). It must end within the stall rule's three target
/// durations and 2 s more.
@Suite("captions on a live playlist")
struct LiveCaptionsCLITests {
    @Test("Two live segments: both cues, a warning that the window was read, within 8 s")
    func liveWindowIsReadAndTheCommandEnds() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("live-captions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a.vtt": "WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nFirst\n",
            "b.vtt": "WEBVTT\n\n00:00:02.500 --> 00:00:03.500\nSecond\n",
            "live.m3u8": "#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.vtt\n#EXTINF:2,\nb.vtt\n",
        ]
        for (name, text) in files {
            try text.write(
                to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let started = ContinuousClock.now
        let run = try CLIRunner.run([
            "captions", folder.appendingPathComponent("live.m3u8").path, "--format", "text",
        ])
        let elapsed = ContinuousClock.now - started
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("First"))
        #expect(run.standardOutput.contains("Second"))
        #expect(!run.standardOutput.contains("WEBVTT"))
        #expect(run.standardError.contains("live playlist"))
        // Three target durations of 2 s, and 2 s more.
        #expect(elapsed < .seconds(3 * 2 + 2))
    }
}
