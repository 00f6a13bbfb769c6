import Foundation
import Testing

@Suite("accessible-player controls")
struct ControlsCommandTests {
    /// The JSON tree of the demo film for `arguments` after the file.
    private func tree(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--json"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    @Test func screenReaderSeesEveryControlInReadingOrderWhilePlaying() throws {
        let elements = try tree(["--at", "12", "--screen-reader"])
        #expect(
            elements.map { $0["id"] as? String } == [
                "close", "title", "rewind", "playPause", "forward", "slider", "time", "volume",
                "volumeLevel", "slowMotion", "lock", "subtitles", "settings",
            ])
        #expect(elements[1]["utterance"] as? String == "Demo Feature, 2024-05-01, heading")
        #expect(elements[3]["label"] as? String == "Pause")
        #expect(elements[3]["traits"] as? [String] == ["button"])
        #expect(elements[3]["hint"] as? String == "Double tap to activate")
        #expect(elements[6]["label"] as? String == "12 seconds of 1 minute")
        #expect(elements[9]["value"] as? String == "Off")
        #expect(
            elements[9]["utterance"] as? String
                == "Slow motion, Off, button, Double tap to activate")
        #expect(elements[8]["traits"] as? [String] == ["adjustable"])
    }

    @Test func withoutAScreenReaderTheControlsHideAfterFiveSecondsOfPlaying() throws {
        let early = try tree(["--at", "3"])
        #expect(early.count == 13)
        let late = try tree(["--at", "0:12"])
        #expect(late.map { $0["id"] as? String } == ["showControls"])
        #expect(late[0]["label"] as? String == "Show controls")
    }

    @Test func localeChangesEveryText() throws {
        let elements = try tree(["--at", "0", "--locale", "es", "--screen-reader"])
        #expect(elements[0]["label"] as? String == "Cerrar")
        #expect(elements[0]["hint"] as? String == "Toca dos veces para activar")
    }

    /// The film lasts 60.046 s, so one second past a minute it has ended.
    @Test func textListingShowsEachElementWithWhatIsSaidAfterTheEnd() throws {
        let run = try CLIRunner.run([
            "controls", "Samples/demo.mkv", "--at", "1m1s", "--screen-reader",
        ])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "[close] Close")
        #expect(lines.contains("[playPause] Replay"))
        #expect(lines.contains("  says    Forward 10 seconds, dimmed, button"))
        #expect(lines.contains("  says    Subtitles, Off, button, Double tap to activate"))
    }

    @Test func badTimeAndLocaleAreUsageErrors() throws {
        let time = try CLIRunner.run(["controls", "Samples/demo.mkv", "--at", "1x"])
        #expect(time.status == 2)
        #expect(time.standardError.contains("'1x' is not a time"))
        let locale = try CLIRunner.run(["controls", "Samples/demo.mkv", "--locale", "ja"])
        #expect(locale.status == 2)
        #expect(locale.standardError.contains("unknown locale 'ja'"))
    }
}
