import Foundation
import Testing

/// `--start` and `--at` are positions in the media: past its end they are usage errors (exit
/// 2) naming the file and its length, one check for both commands; at the end itself the
/// player has ended, and says Replay.
@Suite("Position arguments")
struct PositionArgumentTests {
    /// Samples/demo.mkv's length, as `tracks` and every other test of the demo state it.
    static let demoLength = "00:01:00.046"

    @Test(arguments: [
        ["play", "Samples/demo.mkv", "--start", "99"],
        ["play", "Samples/demo.mkv", "--fast", "--start", "1:00.047"],
        ["controls", "Samples/demo.mkv", "--at", "2:00"],
    ])
    func aPositionPastTheEndIsAUsageErrorNamingTheLength(arguments: [String]) throws {
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 2, "\(run.standardOutput)")
        let option = arguments[arguments.count - 2]
        #expect(run.standardError.contains("\(option) "), "\(run.standardError)")
        #expect(run.standardError.contains("past the end of Samples/demo.mkv"))
        #expect(run.standardError.contains("it lasts \(Self.demoLength)"))
        #expect(run.standardOutput.isEmpty)
    }

    /// Scrubbed to the end (the default: paused there), the play button says Replay, as it
    /// does when played to the end (`--playing`).
    @Test(arguments: [[String](), ["--playing"]])
    func atTheEndThePlayButtonSaysReplay(extra: [String]) throws {
        let run = try CLIRunner.run(
            ["controls", "Samples/demo.mkv", "--at", Self.demoLength] + extra)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("[playPause] Replay"), "\(lines)")
    }
}
