import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// The video frame rate a track lists is FFmpeg's average frame rate for the stream, as
/// ffprobe reports it (`avg_frame_rate`), read by running ffprobe on the same file.
@Suite("Video frame rates")
struct FrameRateTests {
    /// ffprobe's `avg_frame_rate` of the first video stream of `path`, as a number.
    private func ffprobeAverageFrameRate(of path: String) throws -> Double {
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=avg_frame_rate", "-of", "default=noprint_wrappers=1:nokey=1", path,
            ], in: URL(fileURLWithPath: path).deletingLastPathComponent())
        let parts = probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "/").compactMap { Double($0) }
        let rate = try #require(parts.count == 2 ? parts[0] / parts[1] : nil, "\(probe)")
        return rate
    }

    /// The frame rate our track list gives the first video track of `path`.
    private func listedFrameRate(of path: String) throws -> Double? {
        let source = try MediaSource(path: path, options: .init(discoverSidecars: false))
        defer { source.close() }
        return try #require(source.tracks.first { $0.kind == .video }).frameRate
    }

    @Test("The demo films list ffprobe's average frame rate", arguments: [demoMP4, demoMKV])
    func demoFilms(path: String) throws {
        #expect(try listedFrameRate(of: path) == (try ffprobeAverageFrameRate(of: path)))
    }

    /// A stream copy of the MP4 with its index first, where FFmpeg's average (frames over the
    /// edited duration) is not its base rate: the listed rate is still ffprobe's average.
    @Test("A remuxed copy whose average differs from its base rate lists the average")
    func remuxedCopy() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.faststartCopy(of: demoMP4)
        #expect(try listedFrameRate(of: path) == (try ffprobeAverageFrameRate(of: path)))
    }
}
