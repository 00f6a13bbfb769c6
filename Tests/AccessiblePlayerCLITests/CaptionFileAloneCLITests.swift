import Foundation
import Testing

/// A caption file played by itself is what the user asked to see: its track is shown though
/// captions are off, and the programme ends with its last cue (`--fast` never runs past it).
@Suite("accessible-player play on a caption file alone")
struct CaptionFileAloneCLITests {
    @Test("play demo.de.srt --fast shows every cue and ends where the last one ends")
    func subRipAlone() throws {
        let path = CLIRunner.sample("demo.de.srt")
        let cues = try CLIRunner.run(["captions", path, "--format", "json"])
        #expect(cues.status == 0)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(cues.standardOutput.utf8))
                as? [[String: Any]])
        let lastEnd = try #require(entries.compactMap { $0["end"] as? Double }.max())

        let run = try CLIRunner.run(["play", path, "--fast", "--log", "jsonl"])
        #expect(run.status == 0)
        let events = run.standardOutput.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(events.filter { $0["kind"] as? String == "caption" }.count == entries.count)
        let ended = try #require(events.first { $0["kind"] as? String == "ended" })
        let position = try #require(ended["pos"] as? Double)
        #expect(abs(position - lastEnd) < 0.001)
    }
}
