import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// Every programme ends: a caption file alone lasts until its last cue ends, and a file whose
/// container states no length ends with its last packet (said in a warning).
@Suite("Where programmes end")
struct ProgrammeEndTests {
    @Test("A SubRip file alone lasts until its last cue ends")
    func captionFileAlone() throws {
        let directory = try TemporaryDirectory()
        let text =
            "1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:04,250\nTwo\n"
        let source = try MediaSource.open(path: try directory.write("alone.srt", Array(text.utf8)))
        #expect(source.duration == .milliseconds(4_250))
    }

    @Test("An MP4 initialization segment with no samples ends at zero, and says why")
    func initializationSegmentAlone() throws {
        let directory = try TemporaryDirectory()
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=4", "-c:v", "libx264",
                "-f", "dash", "show.mpd",
            ], in: directory.url)
        let initSegment = try #require(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
                .first { $0.hasPrefix("init") })
        let source = try MediaSource.open(
            path: directory.url.appendingPathComponent(initSegment).path,
            options: .init(discoverSidecars: false))
        #expect(source.duration == .zero)
        #expect(source.warnings.contains { $0.message.contains("states no length") })
    }
}
