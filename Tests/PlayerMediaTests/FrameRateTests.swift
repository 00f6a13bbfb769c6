import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// The video frame rate a track lists is FFmpeg's average frame rate for the stream, as
/// ffprobe reports it (`avg_frame_rate`), read by running ffprobe on the same file; an
/// average well above the stream's base rate (`r_frame_rate`) is not believable, and the
/// base rate is listed instead.
@Suite("Video frame rates")
struct FrameRateTests {
    /// ffprobe's `avg_frame_rate` of the first video stream of `path`, as a number.
    private func ffprobeAverageFrameRate(of path: String) throws -> Double {
        try ffprobeRate("avg_frame_rate", of: path)
    }

    /// ffprobe's rate `entry` (`avg_frame_rate`, `r_frame_rate`) of the first video stream
    /// of `path`, as a number.
    private func ffprobeRate(_ entry: String, of path: String) throws -> Double {
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=\(entry)", "-of", "default=noprint_wrappers=1:nokey=1", path,
            ], in: URL(fileURLWithPath: path).deletingLastPathComponent())
        let parts = probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "/").compactMap { Double($0) }
        let rate = try #require(parts.count == 2 ? parts[0] / parts[1] : nil, "\(probe)")
        return rate
    }

    /// The frame rate our track list gives the first video track of `path`.
    private func listedFrameRate(of path: String) throws -> Double? {
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
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

    /// Corpus files whose frames are 1/30 s apart but whose blocks each say they last 1 ms:
    /// FFmpeg's average comes out at 1000 fps against a base rate of 60. The base rate is
    /// listed, so that a two-frame gap is 33 ms, not 2 ms.
    @Test(
        "An average far above the base rate lists the base rate",
        .enabled(if: Corpus.isAvailable, "caption corpus not found"),
        arguments: [
            "sample_with_overlapping_srt.mkv", "sample_with_overlapping_ssa_subtitles.mkv",
        ])
    func unbelievableAverage(file: String) throws {
        let path = Corpus.path("ax-mkv-overlap", file)
        let average = try ffprobeRate("avg_frame_rate", of: path)
        let base = try ffprobeRate("r_frame_rate", of: path)
        try #require(average > 2 * base, "the file no longer shows the problem")
        #expect(try listedFrameRate(of: path) == base)
    }
}
