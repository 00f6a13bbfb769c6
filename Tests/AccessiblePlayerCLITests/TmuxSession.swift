import Foundation

/// A detached tmux session running one shell command at a fixed size, for driving the
/// interactive mode as a person at a terminal would.
struct TmuxSession {
    /// The session's unique name.
    let name = "accessible-player-test-\(UUID().uuidString)"

    /// Starts `command` in a new detached 200x50 session.
    func start(_ command: String) throws {
        // Not captured: a tmux server started here inherits the output, which would then
        // never reach its end.
        try tmux(["new-session", "-d", "-s", name, "-x", "200", "-y", "50", command], capture: false)
    }

    /// Types `keys` (tmux key names such as "Tab", "Enter", "q").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys, capture: false)
    }

    /// What the pane shows now.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// Polls the pane until `condition` holds, for at most five seconds; the last capture.
    @discardableResult
    func waitFor(_ condition: (String) -> Bool) throws -> String {
        var screen = try capture()
        for _ in 0..<50 where !condition(screen) {
            Thread.sleep(forTimeInterval: 0.1)
            screen = try capture()
        }
        return screen
    }

    /// Ends the session.
    func kill() {
        _ = try? tmux(["kill-session", "-t", name], capture: false)
    }

    /// Runs tmux with `arguments`; returns what it printed when `capture` is set.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = capture ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
