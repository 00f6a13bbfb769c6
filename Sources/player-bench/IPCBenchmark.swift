import Foundation
import Glibc
import PlayerEngine
import PlayerIPC

/// mpv's JSON IPC round trips over a Unix socket: the player (`play --ipc-server`) against mpv
/// (`mpv --idle --input-ipc-server`), both paused on the feature in real time, measured in
/// the same run with the same client.
struct IPCBenchmark {
    /// The feature both open.
    var fixture: BenchmarkFixture
    /// The `accessible-player` binary beside this benchmark.
    var playerPath: String
    /// Round trips per measurement, before the median.
    var roundTrips = 2_000
    /// Seeks per measurement.
    var seeks = 200
    /// Turns each side takes.
    var rounds = 20

    /// Runs both measurements against both servers; nothing when mpv is missing.
    func run() throws -> [BenchmarkResult] {
        guard (try? ChildProcess.run(["mpv", "--version"]))?.status == 0 else {
            StandardError.write("warning: mpv is not installed; the IPC is not compared with it")
            return []
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("player-bench-ipc-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ours = try IPCServerUnderTest(
            [
                playerPath, "play", fixture.mediaPath, "--pause", "--captions", "en",
                "--output", "/dev/null", "--ipc-server", folder + "/ours.sock",
            ], socket: folder + "/ours.sock")
        let mpv = try IPCServerUnderTest(
            [
                "mpv", "--no-config", "--really-quiet", "--idle=yes", "--keep-open=yes", "--pause",
                "--vo=null", "--ao=null", "--sid=1", "--input-ipc-server=" + folder + "/mpv.sock",
                fixture.mediaPath,
            ], socket: folder + "/mpv.sock")
        // Rounds taking turns, so that both sides meet the same load on the machine.
        for round in 0..<rounds {
            for server in round % 2 == 0 ? [ours, mpv] : [mpv, ours] {
                try server.measureRoundTrips(roundTrips / rounds)
                try server.measureSeeks(seeks / rounds)
            }
        }
        ours.quit()
        mpv.quit()
        let floor = try EchoServer.medianRoundTrip(
            socket: folder + "/echo.sock", count: roundTrips)
        let peerName = "mpv --idle --input-ipc-server (paused, same client)"
        return [
            BenchmarkResult(
                name: "IPC get_property time-pos round trip", ours: median(ours.roundTrips),
                peer: median(mpv.roundTrips), peerName: peerName, unit: "µs", goal: "ratio <= 0.5",
                met: median(ours.roundTrips) <= median(mpv.roundTrips) * 0.5),
            BenchmarkResult(
                name: "IPC seek until playback-restart", ours: median(ours.seeks),
                peer: median(mpv.seeks), peerName: peerName, unit: "µs", goal: "ratio <= 0.5",
                met: median(ours.seeks) <= median(mpv.seeks) * 0.5),
            BenchmarkResult(
                name: "IPC socket floor: a fixed reply, no JSON", ours: floor,
                peer: median(mpv.roundTrips), peerName: peerName, unit: "µs", goal: "reported",
                met: true),
            // What the player adds over the socket itself: its get_property against the floor.
            BenchmarkResult(
                name: "IPC get_property time-pos round trip against the socket floor",
                ours: median(ours.roundTrips), peer: floor,
                peerName: "the socket floor above (a fixed reply, same client)", unit: "µs",
                goal: "ratio <= 1.1", met: median(ours.roundTrips) <= floor * 1.1),
        ]
    }

}

/// One IPC server in its own process, and the round trips measured against it.
private final class IPCServerUnderTest {
    let server = Process()
    var client: BenchmarkClient
    /// Every get_property round trip, in microseconds.
    var roundTrips: [Double] = []
    /// Every seek until playback-restart, in microseconds.
    var seeks: [Double] = []

    /// Starts the server `arguments` names and waits until it has the file open.
    init(_ arguments: [String], socket: String) throws {
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = arguments
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        client = BenchmarkClient(
            connection: try IPCConnection(unixSocket: socket, timeout: .seconds(60)))
        // mpv loads the file after it starts listening: wait until it knows the duration.
        let loaded = ContinuousClock.now + .seconds(60)
        while try !client.request(#"["get_property", "duration"]"#).contains(#""success""#) {
            guard ContinuousClock.now < loaded else {
                throw BenchmarkError("\(arguments[0]) did not open the feature")
            }
        }
        for _ in 0..<100 {
            _ = try client.request(#"["get_property", "time-pos"]"#)
        }
    }

    deinit {
        if server.isRunning { server.terminate() }
        server.waitUntilExit()
    }

    func measureRoundTrips(_ count: Int) throws {
        for _ in 0..<count {
            roundTrips.append(
                try measureSeconds { _ = try client.request(#"["get_property", "time-pos"]"#) }
                    * 1e6)
        }
    }

    func measureSeeks(_ count: Int) throws {
        for _ in 0..<count {
            // Alternate between two far-apart times so each is a real seek.
            let target = seeks.count % 2 == 0 ? 1_800 : 5_400
            seeks.append(
                try measureSeconds {
                    let reply = try client.request(#"["seek", \#(target), "absolute"]"#)
                    guard reply.contains(#""success""#) else {
                        throw BenchmarkError("a seek was refused: \(reply)")
                    }
                    try client.waitForEvent("playback-restart")
                } * 1e6)
        }
    }

    func quit() {
        _ = try? client.request(#"["quit"]"#)
        server.waitUntilExit()
    }
}

/// Requests by id over one connection, skipping events.
private struct BenchmarkClient {
    let connection: IPCConnection
    var nextID = 1
    /// Events read while waiting for replies, by name.
    var seenEvents: [String] = []

    /// Sends `command` (a JSON list) and returns the reply line.
    mutating func request(_ command: String) throws -> String {
        let id = nextID
        nextID += 1
        try connection.send(#"{"command": \#(command), "request_id": \#(id)}"#)
        let marker = #""request_id":\#(id),"#
        while true {
            let line = try connection.readLine()
            if line.hasPrefix(#"{"event":"#) {
                seenEvents.append(line)
            } else if line.contains(marker) {
                return line
            }
        }
    }

    /// Reads until event `name` (or finds it among the events already read).
    mutating func waitForEvent(_ name: String) throws {
        let marker = #"{"event":"\#(name)""#
        if let index = seenEvents.firstIndex(where: { $0.hasPrefix(marker) }) {
            seenEvents.removeSubrange(...index)
            return
        }
        seenEvents.removeAll()
        while try !connection.readLine(timeout: .seconds(30)).hasPrefix(marker) {}
    }
}

/// The least a round trip over a Unix socket costs here: a thread that answers every request
/// with a fixed reply (its request_id copied), read and written the way the IPC server does
/// (poll, read, send), measured with the same client. What a server adds is its time above
/// this.
private enum EchoServer {
    static func medianRoundTrip(socket path: String, count: Int) throws -> Double {
        let listener = try IPCListener(.unixSocket(path: path))
        let thread = Thread {
            var connection: Int32 = -1
            var ready = pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)
            while connection < 0 {
                _ = poll(&ready, 1, 50)
                connection = accept(listener.descriptor, nil, nil)
            }
            let marker = Array(#""request_id": "#.utf8)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var readable = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            while true {
                _ = poll(&readable, 1, 50)
                let received = read(connection, &buffer, buffer.count)
                if received == 0 { break }
                guard received > 0,
                    let start = buffer[..<received].firstRange(of: marker)?.upperBound,
                    let end = buffer[start..<received].firstIndex(of: UInt8(ascii: "}"))
                else { continue }
                let reply =
                    Array(#"{"data":12.5,"request_id":"#.utf8) + buffer[start..<end]
                    + Array(#","error":"success"}"#.utf8) + [10]
                _ = reply.withUnsafeBytes {
                    send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
            }
            close(connection)
            listener.close()
        }
        thread.start()
        var client = BenchmarkClient(connection: try IPCConnection(unixSocket: path))
        var samples: [Double] = []
        for _ in 0..<count {
            samples.append(
                try measureSeconds { _ = try client.request(#"["get_property", "time-pos"]"#) }
                    * 1e6)
        }
        return median(samples)
    }
}
