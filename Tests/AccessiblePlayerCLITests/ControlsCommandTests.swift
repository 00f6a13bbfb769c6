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

    /// A script file holding `text`, in a folder of its own.
    private func scriptFile(_ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("s.script").path
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        return script
    }

    @Test func screenReaderSeesEveryControlInReadingOrderWhilePlaying() throws {
        let elements = try tree(["--at", "12", "--playing", "--screen-reader"])
        #expect(
            elements.map { $0["id"] as? String } == [
                "close", "title", "rewind", "playPause", "forward", "slider", "time", "volume",
                "volumeLevel", "slowMotion", "lock", "subtitles", "settings",
            ])
        #expect(elements[1]["utterance"] as? String == "Demo Feature, 2024-05-01, heading level 1")
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

    /// Each panel opener carries `expanded` (aria-expanded's state); an open panel ends with
    /// its Close element, or Back in a panel opened from Settings (issue 38).
    @Test func openersSayExpandedAndEveryPanelHasItsCloseOrBack() throws {
        let closed = try tree(["--at", "3"])
        let openers = closed.filter { $0["expanded"] != nil }
        #expect(openers.map { $0["id"] as? String } == ["subtitles", "settings"])
        #expect(openers.allSatisfy { $0["expanded"] as? Bool == false })
        #expect((closed.first { $0["id"] as? String == "playPause" })?["expanded"] == nil)
        let panel = try tree(["--at", "3", "--script", try scriptFile("voice Tap Subtitles\n")])
        #expect(
            panel.last.map { [$0["id"] as? String, $0["label"] as? String] }
                == ["closedCaptions.close", "Close"])
        let subPanel = try tree([
            "--at", "3", "--script",
            try scriptFile("voice Tap Player settings\nvoice Tap Playback Speed\n"),
        ])
        #expect(
            subPanel.last.map { [$0["id"] as? String, $0["label"] as? String] }
                == ["playbackSpeed.close", "Back"])
    }

    @Test func withoutAScreenReaderTheControlsHideAfterFiveSecondsOfPlaying() throws {
        let early = try tree(["--at", "3", "--playing"])
        #expect(early.count == 13)
        // Hidden, they leave nothing to reach: without a screen reader a tap brings them back.
        let late = try tree(["--at", "0:12", "--playing"])
        #expect(late.isEmpty)
        let withReader = try tree(["--at", "0:16", "--playing", "--screen-reader"])
        try #require(withReader.count == 1)
        #expect(withReader.map { $0["id"] as? String } == ["showControls"])
        #expect(withReader[0]["label"] as? String == "Show controls")
    }

    @Test func localeChangesEveryText() throws {
        let elements = try tree(["--at", "0", "--locale", "es", "--screen-reader"])
        #expect(elements[0]["label"] as? String == "Cerrar")
        #expect(elements[0]["hint"] as? String == "Toca dos veces para activar")
    }

    /// The film lasts 60.046 s: played to that time it has ended.
    @Test func textListingShowsEachElementWithWhatIsSaidAtTheEnd() throws {
        let run = try CLIRunner.run([
            "controls", "Samples/demo.mkv", "--at", "1:00.046", "--playing", "--screen-reader",
            "--captions", "off",
        ])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "[close] Close")
        #expect(lines.contains("[playPause] Replay"))
        #expect(lines.contains("  says    Forward 10 seconds, dimmed, button"))
        #expect(
            lines.contains("  says    Subtitles, Off, collapsed, button, Double tap to activate"))
    }

    /// Scrubbed to a time (the default), the skin is paused there with every control up,
    /// even without a screen reader; played to a time it says Pause. Both choose the captions
    /// `play` chooses: the English SDH track (Samples/demo.mkv's default English track).
    @Test func theDefaultIsTheSkinScrubbedToTheTimeAndAgreesWithPlay() throws {
        let scrubbed = try tree(["--at", "0:39"])
        #expect(scrubbed.count == 13)
        #expect(scrubbed[3]["label"] as? String == "Play")
        #expect(scrubbed[6]["label"] as? String == "39 seconds of 1 minute")
        #expect(scrubbed[11]["value"] as? String == "On")
        // Before the controls' 15 s with a screen reader run out.
        let playing = try tree(["--at", "0:12", "--playing", "--screen-reader"])
        try #require(playing.count == 13)
        #expect(playing[3]["label"] as? String == "Pause")
        #expect(playing[11]["value"] as? String == "On")
        let play = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "39", "--log", "jsonl",
        ])
        let states = play.standardOutput.split(separator: "\n").filter {
            $0.contains(#""kind":"state""#)
        }
        #expect(states.last?.contains(#""captions":{"id":2,"name":"English SDH"}"#) == true)
        let off = try tree(["--at", "0:39", "--captions", "off"])
        #expect(off[11]["value"] as? String == "Off")
    }

    /// A script runs while playing up to the time; the skin is then shown paused there.
    @Test func aScriptRunsUpToTheTime() throws {
        let script = try scriptFile("at 5 mute\nat 8 slowmo on\n")
        let elements = try tree(["--at", "10", "--script", script])
        #expect(elements.first { $0["id"] as? String == "volume" }?["label"] as? String == "Unmute")
        #expect(
            elements.first { $0["id"] as? String == "slowMotion" }?["value"] as? String == "On")
        #expect(elements[3]["label"] as? String == "Play")
    }

    /// At the default `--at 0` the script's lines due at 0 are applied too: the tree shows
    /// what they did.
    @Test func aScriptAppliesAtTheStart() throws {
        let script = try scriptFile("mute\nslowmo on\n")
        let elements = try tree(["--script", script])
        #expect(elements.first { $0["id"] as? String == "volume" }?["label"] as? String == "Unmute")
        #expect(
            elements.first { $0["id"] as? String == "slowMotion" }?["value"] as? String == "On")
    }

    @Test func aTimePastTheEndIsAUsageErrorNamingTheFile() throws {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--at", "6:39"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("past the end of Samples/demo.mkv"))
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
