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
        try session.send("Tab")
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
