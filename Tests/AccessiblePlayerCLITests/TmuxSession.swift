import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A detached tmux session running one shell command at a fixed size, for driving the
/// interactive mode as a person at a terminal would.
struct TmuxSession {
    /// The session's unique name.
    let name = "accessible-player-test-\(UUID().uuidString)"

    /// Starts `command` in a new detached session `columns` wide and 50 rows high.
    func start(_ command: String, columns: Int = 200) throws {
        try tmux(
            ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "50", command],
            capture: false)
    }

    /// Makes the window `columns` wide, as a person dragging the terminal's edge does (the
    /// program gets SIGWINCH).
    func resize(columns: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)"], capture: false)
    }

    /// Types `keys` (tmux key names such as "Tab", "Enter", "q").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys, capture: false)
    }

    /// What the pane shows now; with `joiningWrappedLines`, a line the terminal wrapped is
    /// one line, as it was written.
    func capture(joiningWrappedLines: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (joiningWrappedLines ? ["-J"] : []) + ["-t", name])
    }

    /// Polls the pane until `condition` holds, for at most five seconds; the last capture.
    @discardableResult
    func waitFor(joiningWrappedLines: Bool = false, _ condition: (String) -> Bool) throws
        -> String
    {
        var screen = try capture(joiningWrappedLines: joiningWrappedLines)
        for _ in 0..<50 where !condition(screen) {
            Thread.sleep(forTimeInterval: 0.1)
            screen = try capture(joiningWrappedLines: joiningWrappedLines)
        }
        return screen
    }

    /// Ends the session.
    func kill() {
        _ = try? tmux(["kill-session", "-t", name], capture: false)
    }

    /// Runs tmux with `arguments` and waits for it; returns what it printed when `capture` is
    /// set. Spawned and reaped directly (not with Process), its output going to a file: the
    /// tmux server it may start must not inherit a pipe or disturb other tests' children.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["tmux", "-L", name, "-f", "/dev/null"] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, "tmux", &actions, nil, &argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return capture ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
    }
}
