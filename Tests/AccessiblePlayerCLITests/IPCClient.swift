import Foundation
import Glibc
import PlayerEngine
import PlayerIPC

/// `accessible-player play … --ipc-server` running in the background, its standard error
/// kept in a file; killed when dropped.
final class IPCPlayerProcess {
    let process = Process()
    let folder: URL
    let errorFile: URL

    /// Starts `play` with `arguments` from the package root; `folder` is a fresh temporary
    /// directory for sockets.
    init(_ arguments: [String], standardInput: Pipe? = nil, standardOutput: Pipe? = nil) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ipc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = CLIRunner.binary
        process.arguments =
            ["play"]
            + arguments.map {
                $0.replacingOccurrences(of: "$DIR", with: folder.path)
            }
        process.currentDirectoryURL = CLIRunner.packageRoot
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        if let standardInput { process.standardInput = standardInput }
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
        }
        // Also after the player exited by itself: until Foundation has handled the exit, its
        // process monitor keeps the Process and its pipes alive.
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Everything written to standard error so far.
    var standardError: String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    /// Waits (up to 20 s) for the "IPC server listening on ADDRESS" line and returns ADDRESS.
    func listeningAddress() throws -> String {
        let marker = "IPC server listening on "
        try IPCWait.until("the player says where it listens (stderr: \(standardError))") {
            standardError.contains(marker) || !process.isRunning
        }
        guard let line = standardError.split(separator: "\n").first(where: { $0.contains(marker) })
        else { throw IPCClientError("the player exited: \(standardError)") }
        return String(line[line.range(of: marker)!.upperBound...])
    }

    /// `play Samples/demo.mkv --fast --ipc-server $DIR/sock` and `extra`.
    static func demo(_ extra: [String] = []) throws -> IPCPlayerProcess {
        try IPCPlayerProcess(["Samples/demo.mkv", "--fast", "--ipc-server", "$DIR/sock"] + extra)
    }

    /// Waits (up to 20 s) for the process to exit and returns its status.
    func exitStatus() throws -> Int32 {
        try IPCWait.until("the player exits") { !process.isRunning }
        return process.terminationStatus
    }
}

/// Bounded waits for a condition, failing with what was waited for.
enum IPCWait {
    static func until(
        _ what: String, timeout: Duration = .seconds(20), _ condition: () -> Bool
    ) throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw IPCClientError("timed out waiting until \(what)")
            }
            usleep(5_000)
        }
    }
}

/// A failure of the test client.
struct IPCClientError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A minimal mpv JSON IPC client over a Unix or TCP socket: requests with ids, events kept.
final class IPCTestClient {
    let connection: IPCConnection
    /// Events received and not yet taken, in order.
    var events: [[String: Any]] = []
    private var nextID = 1

    /// Connects to the Unix socket at `path`, retrying for up to 20 s while it appears.
    init(unixSocket path: String) throws {
        connection = try IPCConnection(unixSocket: path)
    }

    /// Connects to TCP `port` on 127.0.0.1.
    init(tcpPort port: UInt16) throws {
        connection = try IPCConnection(tcpPort: port)
    }

    /// Sends `text` as it is (no line break added).
    func sendRaw(_ text: String) {
        try? connection.sendRaw(text)
    }

    /// The next line from the server, waiting up to 20 s.
    func readLine() throws -> String {
        try connection.readLine()
    }

    /// Sends `line` and returns the raw reply line (the first line that is not an event).
    func rawReply(_ line: String) throws -> String {
        sendRaw(line + "\n")
        while true {
            let reply = try readLine()
            let message = try Self.object(reply)
            if message["event"] == nil { return reply }
            events.append(message)
        }
    }

    /// Runs a command (its arguments as JSON values) and returns the reply.
    @discardableResult
    func command(_ arguments: Any...) throws -> [String: Any] {
        try run(arguments)
    }

    private func run(_ arguments: [Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let request = try JSONSerialization.data(
            withJSONObject: ["command": arguments, "request_id": id])
        sendRaw(String(decoding: request, as: UTF8.self) + "\n")
        while true {
            let message = try Self.object(try readLine())
            if message["event"] != nil {
                events.append(message)
            } else if message["request_id"] as? Int == id {
                return message
            }
        }
    }

    /// Makes sure every event earlier requests caused has been read (the server writes them
    /// before its next reply), then takes the events named `name` (all without one).
    func takeEvents(_ name: String? = nil) throws -> [[String: Any]] {
        try command("client_name")
        let taken = events.filter { name == nil || $0["event"] as? String == name }
        events.removeAll { name == nil || $0["event"] as? String == name }
        return taken
    }

    /// Sends `quit` and returns the player's exit status.
    func quit(_ player: IPCPlayerProcess) throws -> Int32 {
        try command("quit")
        return try player.exitStatus()
    }

    /// A command's `data`, requiring success.
    func data(_ arguments: Any...) throws -> Any? {
        let reply = try run(arguments)
        guard reply["error"] as? String == "success" else {
            throw IPCClientError("\(arguments) failed: \(reply)")
        }
        return reply["data"]
    }

    static func object(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        else { throw IPCClientError("not a JSON object: \(line)") }
        return object
    }
}

/// The cues of a SubRip file as (start, end, text) in seconds, tags removed.
enum SubRipFile {
    static func cues(_ path: String) throws -> [(start: Double, end: Double, text: String)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
            guard lines.count >= 3 else { return nil }
            let times = lines[1].components(separatedBy: " --> ").map(seconds)
            let body = lines[2...].joined(separator: "\n")
                .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            return (times[0], times[1], body)
        }
    }

    /// What the cues show at `time`.
    static func text(at time: Double, in cues: [(start: Double, end: Double, text: String)])
        -> String
    {
        cues.filter { $0.start <= time && time < $0.end }.map(\.text).joined(separator: "\n")
    }

    private static func seconds(_ stamp: String) -> Double {
        let parts = stamp.replacingOccurrences(of: ",", with: ".").split(separator: ":")
        return Double(parts[0])! * 3600 + Double(parts[1])! * 60 + Double(parts[2])!
    }
}
