import Foundation
import Testing

@Suite("accessible-player play")
struct PlayCommandTests {
    /// A script file with `text` in a fresh temporary directory.
    private func scriptFile(_ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("play-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("session.script")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func fastRunLogsTheProgramCaptionsAndTheEnd() throws {
        let run = try CLIRunner.run(["play", "Samples/demo.mkv", "--fast"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("00:00:00.000  @00:00:00.000  say      Current program is Demo Feature"))
        // The first English SDH cue runs from 1 s to 4 s (Samples/src/demo.en.srt).
        #expect(
            lines.contains("00:00:01.000  @00:00:01.000  caption  [English SDH] [DOOR CREAKS OPEN]")
        )
        #expect(
            lines.contains(
                "00:00:04.000  @00:00:04.000  caption-end [English SDH] [DOOR CREAKS OPEN]"))
        #expect(lines.contains("00:01:00.046  @00:01:00.046  element  playPause: Replay"))
        #expect(lines.last == "00:01:00.046  @00:01:00.046  ended    Playback ended")
        #expect(lines.contains { $0.hasSuffix("say      Playback ended") })
    }

    /// In real time `--until` ends the run there, not at the end of the 60-second demo.
    @Test func untilEndsARealTimeRun() throws {
        let started = ContinuousClock.now
        let run = try CLIRunner.run(["play", "Samples/demo.mkv", "--until", "2"])
        let elapsed = ContinuousClock.now - started
        #expect(run.status == 0, "\(run.standardError)")
        #expect(elapsed < .seconds(10))
        let lines = run.standardOutput.split(separator: "\n")
        // Real time stamps what happens a frame late at most: the first cue starts at 1 s.
        #expect(lines.contains { $0.hasSuffix("  caption  [English SDH] [DOOR CREAKS OPEN]") })
        #expect(lines.allSatisfy { $0 < "00:00:02.100" })
        #expect(!lines.contains { $0.hasSuffix("Playback ended") })
    }

    @Test func untilStopsAtThatMediaTimeAndJSONLinesCarryIt() throws {
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "6", "--log", "jsonl",
            "--captions", "es",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let objects = try run.standardOutput.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let times = objects.compactMap { $0["t"] as? Double }
        #expect(times.count == objects.count)
        #expect(times.max() == 6)
        // The Spanish track's first cue starts at 5 s.
        let captions = objects.filter { $0["kind"] as? String == "caption" }
        #expect(captions.count == 1)
        #expect(captions.first?["t"] as? Double == 5)
        #expect(captions.first?["text"] as? String == "¿Hay alguien aquí?")
    }

    @Test func scriptedLockRefusesCommandsUntilUnlocked() throws {
        let script = try scriptFile("at 2 lock\nat 3 forward\nat 4 unlock\nat 5 close\n")
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--script", script, "--captions", "off",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let spoken = run.standardOutput.split(separator: "\n").filter {
            $0.contains("  say ") || $0.contains("  rejected ")
        }
        #expect(
            spoken == [
                "00:00:00.000  @00:00:00.000  say      Current program is Demo Feature",
                "00:00:02.000  @00:00:02.000  say      Screen locked",
                "00:00:03.000  @00:00:03.000  say      Controls locked",
                "00:00:03.000  @00:00:03.000  rejected controls locked",
                "00:00:04.000  @00:00:04.000  say      Screen unlocked",
            ])
    }

    @Test func badScriptLineIsReportedWithItsNumberBeforeAnythingPlays() throws {
        let script = try scriptFile("play\nat 5 forward\njump 3\n")
        let run = try CLIRunner.run(["play", "Samples/demo.mkv", "--fast", "--script", script])
        #expect(run.status == 4)
        #expect(run.standardError.contains("line 3"))
        #expect(run.standardError.contains("jump"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func missingScriptIsAScriptError() throws {
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--script", "Samples/no-such.script",
        ])
        #expect(run.status == 4)
        #expect(run.standardError.contains("cannot read script Samples/no-such.script"))
    }

    @Test func missingMediaExitsWithThree() throws {
        let run = try CLIRunner.run(["play", "Samples/no-such-film.mkv", "--fast"])
        #expect(run.status == 3)
        #expect(run.standardOutput.isEmpty)
    }

    @Test(arguments: [
        (["--log", "xml"], "unknown log format 'xml'"),
        (["--captions", "ja"], "no caption track matches 'ja'"),
        (["--audio", "9"], "no audio track matches '9'"),
        (["--start", "20", "--until", "10"], "must come after --start"),
        (["--interactive", "--fast"], "leave out --fast"),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) throws {
        let run = try CLIRunner.run(["play", "Samples/demo.mkv"] + options)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func interactiveWithoutATerminalIsAUsageError() throws {
        let run = try CLIRunner.run(["play", "Samples/demo.mkv", "--interactive"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("needs a terminal"))
    }
}
