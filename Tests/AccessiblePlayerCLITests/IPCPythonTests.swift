import Foundation
import Testing

/// docs/ipc.md's Python harness (standard library only). (The comparison with mpv itself is
/// Tests/MpvConformance, run by `make test`'s pytest.)
@Suite("accessible-player IPC from Python")
struct IPCPythonTests {
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
                Subtitles, Off, collapsed, button, Double tap to activate
                Closed Captions, heading level 2
                Off, selected for Closed Captions, button, Double tap to activate
                Playback ended

                """)
    }
}
