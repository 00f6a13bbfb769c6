import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A program's length is its header's unless the header counts from zero while the
/// timestamps start past half of it: then the packets tell where it ends. Files made with the
/// ffmpeg CLI whose timestamps start 100 s in (`-output_ts_offset 100`).
@Suite("Program lengths")
struct ProgramLengthTests {
    /// A two-second 10 fps test picture made as `name`, its timestamps starting at 100 s.
    private func lateFile(_ name: String, codec: String, in directory: TemporaryDirectory)
        throws -> String
    {
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=d=2:s=64x64:r=10", "-output_ts_offset", "100",
                "-c:v", codec, name,
            ], in: directory.url)
        return directory.url.appendingPathComponent(name).path
    }

    private func opened(_ path: String) throws -> any OpenedMediaSource {
        try MediaSource.open(path: path, options: .init(discoverSidecars: false))
    }

    /// FFmpeg's MP4 header length runs from zero (102 s); the packets span 2 s, which is the
    /// length, with a warning naming the file.
    @Test func anMP4CountingFromZeroTakesThePacketsLength() throws {
        let directory = try TemporaryDirectory()
        let path = try lateFile("late.mp4", codec: "mpeg4", in: directory)
        let source = try opened(path)
        defer { source.close() }
        let span = try #require(try FFprobePackets.videoSpanMilliseconds(of: path))
        #expect(source.duration == MediaTime(seconds: 0, milliseconds: span))
        #expect(source.warnings.contains { $0.message.hasPrefix(path) })
    }

    /// A transport stream's header length already runs from its start: it stays, and no
    /// warning is given.
    @Test func aHeaderThatAgreesWithThePacketsStays() throws {
        let directory = try TemporaryDirectory()
        let path = try lateFile("late.ts", codec: "mpeg2video", in: directory)
        let source = try opened(path)
        defer { source.close() }
        let probe = try ToolRun(
            "ffprobe",
            ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
            in: directory.url)
        let stated = try #require(
            Double(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(source.duration == MediaTime(microseconds: Int64((stated * 1e6).rounded())))
        #expect(source.warnings.isEmpty)
    }
}
