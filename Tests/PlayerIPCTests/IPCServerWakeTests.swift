import Foundation
import Glibc
import PlayerCore
import PlayerEngine
import PlayerIPC
import Synchronization
import Testing

/// A host clock that stands still and counts how often it is read: a server that looks at
/// the player on a timer reads it on every look.
final class CountingClock: PlayerClock {
    private let reads = Atomic<Int>(0)

    /// How often ``now`` was read.
    var readCount: Int { reads.load(ordering: .sequentiallyConsistent) }

    var now: HostTime {
        reads.add(1, ordering: .sequentiallyConsistent)
        return .zero
    }

    func sleep(until deadline: HostTime) {}
}

/// The serving thread's player inbox, handed to the test's thread.
final class InboxHandoff: Sendable {
    let inbox = Mutex<PlayerInbox?>(nil)
}

/// The server sleeps until a client writes or another thread posts to the player: a paused
/// real-time session does nothing at all, yet answers and events come at once.
@Suite struct IPCServerWakeTests {
    /// A line-reading client of a Unix socket.
    final class SocketClient {
        let descriptor: Int32
        private var buffer: [UInt8] = []

        /// Connects to `path`, trying for up to 10 s while the server starts.
        init(path: String) throws {
            for _ in 0..<1_000 {
                let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                    for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
                }
                let connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    }
                }
                if connected == 0 {
                    var limit = timeval(tv_sec: 10, tv_usec: 0)
                    setsockopt(
                        socket, SOL_SOCKET, SO_RCVTIMEO, &limit,
                        socklen_t(MemoryLayout<timeval>.size))
                    descriptor = socket
                    return
                }
                close(socket)
                usleep(10_000)
            }
            throw IPCTestError("no server listens on \(path)")
        }

        /// Sends one line.
        func send(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
        }

        /// The next line the server wrote (within the 10 s receive limit).
        func readLine() throws -> String {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    defer { buffer.removeSubrange(...newline) }
                    return String(decoding: buffer[..<newline], as: UTF8.self)
                }
                var chunk = [UInt8](repeating: 0, count: 4_096)
                let count = chunk.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, 4_096, 0)
                }
                guard count > 0 else { throw IPCTestError("the server wrote nothing") }
                buffer += chunk[..<count]
            }
        }

        /// The next line that contains `text`.
        func readLine(containing text: String) throws -> String {
            while true {
                let line = try readLine()
                if line.contains(text) { return line }
            }
        }

        deinit { close(descriptor) }
    }

    @Test func aPausedRealTimeSessionSleepsUntilAClientOrAPostWakesIt() throws {
        let path = NSTemporaryDirectory() + "ap-wake-\(getpid()).sock"
        let clock = CountingClock()
        let inbox = InboxHandoff()
        let served = Thread {
            // The player belongs to the thread that serves it.
            guard
                let player = try? IPCTestSession.film(
                    paused: true, clock: .realTime(clock), chapters: [],
                    tracks: [IPCTestSession.video]),
                let server = try? IPCServer(
                    session: IPCSession(player: player), endpoints: [.unixSocket(path: path)])
            else { return }
            inbox.inbox.withLock { $0 = player.inbox }
            server.run()
            server.close()
            player.close()
        }
        served.start()
        let client = try SocketClient(path: path)
        client.send(#"{"command": ["observe_property", 1, "pause"], "request_id": 1}"#)
        #expect(try client.readLine(containing: #""request_id":1"#).contains("success"))
        #expect(try client.readLine(containing: "property-change").contains(#""data":true"#))

        // Nothing happens: the server does not look at the player, so the clock is not read.
        let before = clock.readCount
        usleep(300_000)
        #expect(clock.readCount == before)

        // A request wakes it at once.
        client.send(#"{"command": ["get_property", "pause"], "request_id": 2}"#)
        #expect(try client.readLine(containing: #""request_id":2"#).contains(#""data":true"#))

        // So does another thread's post to the player (a key of the terminal, a loaded track):
        // the observer hears playback start.
        let posted = try #require(inbox.inbox.withLock { $0 })
        posted.post(.command(.play))
        #expect(try client.readLine(containing: "property-change").contains(#""data":false"#))

        client.send(#"{"command": ["quit"], "request_id": 3}"#)
        _ = try client.readLine(containing: #""request_id":3"#)
    }
}
