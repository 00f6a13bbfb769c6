import Testing

@Suite("play --interactive: the rotor, Full Keyboard Access and Voice Control keys")
struct InteractiveAssistiveKeysTests {
    @Test func theRotorKeyboardAccessAndVoiceControlKeys() throws {
        let session = TmuxSession()
        defer { session.kill() }
        try session.start(
            "cd '\(CLIRunner.packageRoot.path)' && '\(CLIRunner.binary.path)' play Samples/demo.mkv"
                + " --interactive --screen-reader --captions off; echo exit=$?; sleep 30")
        try session.waitFor { $0.contains("K Full Keyboard Access") }
        try session.send("r")
        try session.waitFor { $0.contains("say      Headings") }
        try session.send("]")
        let heading = try session.waitFor { $0.contains("heading level 1") }
        #expect(heading.contains("focus    Demo Feature, 2024-05-01, heading level 1"))
        try session.send("K", "Tab")
        let ring = try session.waitFor { $0.contains("ring     close: Close") }
        #expect(ring.contains("ring     close: Close"))
        try session.send("v")
        try session.send("-l", "Tap Mute")
        try session.send("Enter")
        let muted = try session.waitFor { $0.contains("voice    Tap Mute") }
        #expect(muted.contains("voice    Tap Mute"))
        try session.send("q")
        #expect(try session.waitFor { $0.contains("exit=") }.contains("exit=0"))
    }
}
