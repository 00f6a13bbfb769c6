import Foundation
import Testing

/// docs/ipc.md's Python harness (standard library only) and, where mpv is installed, the same
/// kind of client against mpv itself.
@Suite("accessible-player IPC from Python")
struct IPCPythonTests {
    static var mpvInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/mpv")
    }

    /// Runs `python3` with `arguments` from the package root.
    static func python(_ arguments: [String]) throws -> CLIRun {
        try CLIRunner.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }

    @Test func thePythonHarnessPassesItsChecksOverTheSocket() throws {
        let run = try Self.python([
            "Samples/ipc_harness.py", CLIRunner.binary.path, "Samples/demo.mkv",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        // What it heard: the first two English SDH cues (Samples/src/demo.en.srt), the panel
        // walk, and the end.
        #expect(
            run.standardOutput == """
                [DOOR CREAKS OPEN]
                ANNA: Is anyone here?
                Subtitles, Off, button, Double tap to activate
                Closed Captions, heading level 2
                Off, selected for Closed Captions, button, Double tap to activate
                Playback ended

                """)
    }

    @Test(.enabled(if: IPCPythonTests.mpvInstalled, "mpv is not installed"))
    func mpvAndThePlayerAnswerInTheSameShapes() throws {
        let run = try Self.python([
            "Tests/Python/mpv_interop.py", CLIRunner.binary.path, "Samples/demo.mkv",
        ])
        #expect(run.status == 0, "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.contains("same replies: "), "\(run.standardOutput)")
    }
}
