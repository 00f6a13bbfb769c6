import Foundation
import Testing

@Suite("accessible-player tracks")
struct TracksCommandTests {
    /// The JSON listing of the demo file, parsed.
    private func demoTracks() throws -> [[String: Any]] {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv", "--json"])
        #expect(run.status == 0, "\(run.standardError)")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    @Test func listsEmbeddedTracksAndSidecarsAsJSON() throws {
        let tracks = try demoTracks()
        #expect(
            tracks.map { $0["kind"] as? String } == [
                "video", "audio", "legible", "legible", "legible", "legible", "legible",
            ])
        #expect(
            tracks.map { $0["codec"] as? String } == [
                "h264", "aac", "subrip", "subrip", "ass", "subrip", "subrip",
            ])
        #expect(
            tracks.map { $0["language"] as? String } == [
                nil, "en", "en", "es", "fr", "de", "en",
            ])
        #expect(tracks.map { $0["id"] as? Int } == [0, 1, 2, 3, 4, 5, 6])
        #expect(tracks[2]["title"] as? String == "English SDH")
        #expect(tracks[0]["title"] is NSNull)
    }

    @Test func flagsComeFromTheContainerAndTheSidecarNames() throws {
        let tracks = try demoTracks()
        func flags(_ index: Int) -> [String: Bool] {
            tracks[index]["flags"] as? [String: Bool] ?? [:]
        }
        #expect(flags(2)["default"] == true)
        #expect(flags(2)["hearingImpaired"] == true)
        #expect(flags(2)["external"] == false)
        #expect(flags(3)["default"] == false)
        #expect(flags(5)["external"] == true)
        #expect(flags(5)["forced"] == false)
        #expect(flags(6)["external"] == true)
        #expect(flags(6)["forced"] == true)
        #expect(
            Set(flags(0).keys) == [
                "default", "forced", "hearingImpaired", "visualImpaired", "captions",
                "descriptions",
                "external", "imageBased",
            ])
    }

    @Test func tableShowsTitleDurationAndOneRowPerTrack() throws {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[0].contains("title \"Demo Feature\""))
        #expect(lines[0].contains("date 2024-05-01"))
        #expect(lines[1].hasPrefix("ID  KIND"))
        #expect(lines[4].contains("English SDH"))
        #expect(lines[4].contains("default,hearingImpaired"))
        #expect(lines[8].contains("demo.en.forced.srt"))
    }

    @Test func sidecarsCanBeTurnedOff() throws {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv", "--no-sidecars", "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        #expect((parsed as? [Any])?.count == 5)
    }
}
