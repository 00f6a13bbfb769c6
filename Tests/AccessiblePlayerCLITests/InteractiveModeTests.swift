import Foundation
import Testing

@Suite("accessible-player play --interactive, driven through tmux")
struct InteractiveModeTests {
    /// Whether `word` appears as a whole word in `text` (so "-icanon" is not "icanon").
    private func hasWord(_ word: String, in text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { $0 == word }
    }

    @Test func keysDriveTheScreenReaderAndQuitRestoresTheTerminal() throws {
        let session = TmuxSession()
        defer { session.kill() }
        let command =
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play "
            + "Samples/demo.mkv --interactive --screen-reader --captions off; "
            + "echo exit=$?; stty -a; sleep 30"
        try session.start(command)
        try session.waitFor { $0.contains("keys: space play/pause") }
        // The cursor lands on the first element as the player screen appears.
        let first = try session.waitFor { $0.contains("focus    Close, button") }
        #expect(first.contains("focus    Close, button, Double tap to activate"))
        try session.send("Tab", "Tab", "Tab")
        try session.waitFor { $0.contains("focus    Pause, button") }
        try session.send("Enter")
        let paused = try session.waitFor { $0.contains("focus    Play") }
        #expect(paused.split(separator: "\n").contains { $0.hasSuffix("focus    Play") })
        try session.send("l")
        let locked = try session.waitFor { $0.contains("say      Screen locked") }
        #expect(locked.contains("focus    Unlock screen, button"))
        try session.send("q")
        let after = try session.waitFor { $0.contains("exit=") && $0.contains("icanon") }
        #expect(after.contains("exit=0"))
        #expect(hasWord("icanon", in: after))
        #expect(hasWord("echo", in: after))
        #expect(hasWord("isig", in: after))
    }

    /// The terminal shows each change of state and, under the log, one status line; with
    /// --output the file gets the whole log, element lines included.
    @Test func aStatusLineAndStateChangesShowWhileOutputRecordsEverything() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("interactive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("full.log").path
        let session = TmuxSession()
        defer { session.kill() }
        let command =
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play "
            + "Samples/demo.mkv --interactive --output '\(log)'; echo exit=$?; sleep 30"
        try session.start(command)
        let playing = try session.waitFor { $0.contains("| playing | captions English SDH") }
        #expect(playing.contains("| playing | captions English SDH"), "\(playing)")
        try session.send("space")
        let paused = try session.waitFor { $0.contains("state    paused") }
        #expect(paused.contains("state    paused"), "\(paused)")
        #expect(paused.contains("| paused | captions English SDH"), "\(paused)")
        try session.send("m")
        let muted = try session.waitFor { $0.contains("| paused | muted |") }
        #expect(muted.contains("| paused | muted |"), "\(muted)")
        try session.send("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=0"), "\(after)")
        let recorded = try String(contentsOfFile: log, encoding: .utf8)
        #expect(recorded.contains("  element  playPause: Play"))
        #expect(recorded.contains("  state    paused"))
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        let session = TmuxSession()
        defer { session.kill() }
        let command =
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play "
            + "Samples/demo.mkv --interactive; echo exit=$?; stty -a; sleep 30"
        try session.start(command)
        try session.waitFor { $0.contains("keys: space play/pause") }
        try session.send("C-c")
        let after = try session.waitFor { $0.contains("exit=") && $0.contains("icanon") }
        #expect(after.contains("exit=0"))
        #expect(hasWord("icanon", in: after))
        #expect(hasWord("echo", in: after))
    }
}
