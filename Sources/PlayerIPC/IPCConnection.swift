import Glibc
import PlayerEngine

/// A client's end of an mpv JSON IPC connection, over a Unix socket or loopback TCP: lines
/// out, lines in, every read bounded by a timeout. For harnesses and benchmarks that drive a
/// player (or mpv) running in another process.
///
/// ```swift
/// let connection = try IPCConnection(unixSocket: "/tmp/player.sock")
/// try connection.send(#"{"command": ["get_property", "pause"], "request_id": 1}"#)
/// try connection.readLine()      // {"data":false,"request_id":1,"error":"success"}
/// ```
public final class IPCConnection {
    private let descriptor: Int32
    /// Bytes read and not yet returned as lines.
    private var buffer: [UInt8] = []
    /// Where reads land, kept between reads.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// Connects to the Unix socket at `path`, trying again while it is not there yet, for up
    /// to `timeout`.
    public init(unixSocket path: String, timeout: Duration = .seconds(20)) throws(IPCEndpointError)
    {
        let deadline = ContinuousClock.now + timeout
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw IPCEndpointError("the socket path is too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        while true {
            let attempt = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
            if withSocketAddress(&address, { connect(attempt, $0, $1) }) == 0 {
                descriptor = attempt
                Self.limitWaits(of: attempt)
                return
            }
            _ = close(attempt)
            guard ContinuousClock.now < deadline else {
                throw IPCEndpointError("nothing accepts connections on \(path)")
            }
            usleep(10_000)
        }
    }

    /// Connects to `port` on the loopback address `host` (127.0.0.1 by default).
    public init(tcpPort port: UInt16, host: String = "127.0.0.1") throws(IPCEndpointError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw IPCEndpointError("not an IPv4 address: \(host)")
        }
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard withSocketAddress(&address, { connect(descriptor, $0, $1) }) == 0 else {
            _ = close(descriptor)
            throw IPCEndpointError("cannot connect to \(host):\(port)")
        }
        Self.limitWaits(of: descriptor)
    }

    /// Lets a blocking receive return every 50 ms, so that a read can give up at its deadline
    /// without a `poll` before each `recv`.
    private static func limitWaits(of descriptor: Int32) {
        var interval = timeval(tv_sec: 0, tv_usec: 50_000)
        setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        _ = close(descriptor)
    }

    /// Sends `text` as it is: a message needs its line break (``send(_:)`` adds one).
    public func sendRaw(_ text: String) throws(IPCEndpointError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 || errno == EINTR else {
                throw IPCEndpointError("the connection is closed")
            }
            offset += max(written, 0)
        }
    }

    /// Sends one message and its line break.
    public func send(_ line: String) throws(IPCEndpointError) {
        try sendRaw(line + "\n")
    }

    /// The next line the server wrote (without its line break), waiting up to `timeout`.
    public func readLine(timeout: Duration = .seconds(20)) throws(IPCEndpointError) -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let capacity = chunk.count
            let count = chunk.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, capacity, 0)
            }
            if count > 0 {
                buffer += chunk[..<count]
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EINTR else {
                throw IPCEndpointError("the server closed the connection")
            }
            guard ContinuousClock.now < deadline else {
                throw IPCEndpointError("no line from the server within \(timeout)")
            }
        }
    }
}
