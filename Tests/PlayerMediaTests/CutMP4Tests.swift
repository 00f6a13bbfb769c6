import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// An MP4 file cut short (a download that stopped, `head -c`) says that it ends early, and
/// where: with its index first ("fast start") the cues before the cut are kept and the
/// reading says it stopped; with its index last, opening says it ends early rather than "not
/// a media file". What the whole file gives is read from the whole file.
@Suite("MP4 files cut short")
struct CutMP4Tests {
    /// A 16-second MP4 with four timed-text cues, its index first when `faststart`.
    private func film(in directory: TemporaryDirectory, faststart: Bool) throws -> String {
        var subRip = ""
        for (index, second) in [1, 5, 9, 13].enumerated() {
            subRip += "\(index + 1)\n00:00:\(String(format: "%02d", second)),000 --> "
            subRip += "00:00:\(String(format: "%02d", second + 1)),500\nCue \(index + 1)\n\n"
        }
        _ = try directory.write("cues.srt", Array(subRip.utf8))
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=16",
                "-f", "lavfi", "-i", "sine=duration=16", "-i", "cues.srt",
                "-map", "0", "-map", "1", "-map", "2", "-c:v", "libx264", "-c:a", "aac",
                "-c:s", "mov_text",
            ] + (faststart ? ["-movflags", "+faststart"] : []) + ["film.mp4"], in: directory.url)
        return directory.url.appendingPathComponent("film.mp4").path
    }

    /// The file at `path` cut to half its size, as `cut.mp4` beside it.
    private func halved(_ path: String, in directory: TemporaryDirectory) throws -> String {
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try directory.write("cut.mp4", Array(whole.prefix(whole.count / 2)))
    }

    @Test("Index first, cut in half: the cues before the cut, and where the file ends early")
    func faststartCutInHalf() throws {
        let directory = try TemporaryDirectory()
        let path = try film(in: directory, faststart: true)
        let whole = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        let text = try #require(whole.tracks.first { $0.kind == .legible })
        let allCues = try whole.cues(of: text.id)
        #expect(allCues.count == 4)

        let cut = try MediaSource.open(
            path: try halved(path, in: directory), options: .init(discoverSidecars: false))
        #expect(cut.warnings.contains { $0.message.contains("ends early") })
        let reading = try cut.readCues(of: text.id)
        let stop = try #require(reading.incomplete)
        #expect(stop.cause == .endsEarly)
        #expect(reading.cues.count < allCues.count)
        // What was read is what the whole file has before the place the read reached.
        let reached = try #require(stop.reached)
        #expect(reading.cues == allCues.filter { $0.start <= reached })
        #expect(throws: MediaError.self) { try cut.cues(of: text.id) }
    }

    @Test("Index last, cut in half: opening says the file ends early, not 'not a media file'")
    func indexLastCutInHalf() throws {
        let directory = try TemporaryDirectory()
        let cut = try halved(try film(in: directory, faststart: false), in: directory)
        guard case .truncatedOrCorrupt(let path, let detail) = openingError(cut) else {
            Issue.record("opening a cut file gave \(String(describing: openingError(cut)))")
            return
        }
        #expect(path == cut)
        #expect(detail.contains("ends early") && detail.contains("moov"))
    }

    @Test("A whole file says nothing of ending early")
    func wholeFileIsWhole() throws {
        let directory = try TemporaryDirectory()
        let path = try film(in: directory, faststart: true)
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        #expect(!source.warnings.contains { $0.message.contains("ends early") })
        let text = try #require(source.tracks.first { $0.kind == .legible })
        #expect(try source.readCues(of: text.id).incomplete == nil)
    }
}
