import PlayerEngine

/// Where an ``IPCServer`` serves clients.
public enum IPCEndpoint: Hashable, Sendable {
    /// A Unix socket at this path, created with mode 0600; several clients at once.
    case unixSocket(path: String)
    /// A TCP socket on a loopback address (127.0.0.0/8 or ::1) and port (0: any free one).
    case tcp(host: String, port: UInt16)
    /// One client on standard input and output: a JSON message a line in, replies and events
    /// out; the session ends when standard input does.
    case standardIO

    /// The endpoint `--ipc-server` names: `tcp:HOST:PORT` (HOST a loopback address:
    /// `127.0.0.1`, `localhost`, `[::1]`), else the path of a Unix socket.
    ///
    /// ```swift
    /// try IPCEndpoint(serverAddress: "/run/user/1000/player.sock")  // .unixSocket
    /// try IPCEndpoint(serverAddress: "tcp:127.0.0.1:9000")           // .tcp("127.0.0.1", 9000)
    /// try IPCEndpoint(serverAddress: "tcp:0.0.0.0:9000")             // throws: not loopback
    /// ```
    public init(serverAddress text: String) throws(IPCEndpointError) {
        guard text.hasPrefix("tcp:") else {
            guard !text.isEmpty else { throw IPCEndpointError("the socket path is empty") }
            guard text.utf8.count < 108 else {
                throw IPCEndpointError("the socket path is longer than 107 bytes: \(text)")
            }
            self = .unixSocket(path: text)
            return
        }
        let rest = text.dropFirst(4)
        guard let colon = rest.lastIndex(of: ":"),
            let port = UInt16(rest[rest.index(after: colon)...])
        else { throw IPCEndpointError("'\(text)' is not tcp:HOST:PORT") }
        var host = String(rest[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") {
            host = String(host.dropFirst().dropLast())
        }
        if host == "localhost" {
            host = "127.0.0.1"
        }
        guard Self.isLoopback(host) else {
            throw IPCEndpointError(
                "refusing to listen on \(host): only loopback addresses (127.0.0.0/8, ::1, "
                    + "localhost) are allowed")
        }
        self = .tcp(host: host, port: port)
    }

    /// Whether `host` is a numeric loopback address: 127.x.x.x or ::1.
    static func isLoopback(_ host: String) -> Bool {
        if host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4,
            parts.allSatisfy({ part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII)
                    && UInt8(part) != nil
            })
        else { return false }
        return parts[0] == "127"
    }

    /// How the endpoint is written in messages: the path, `tcp:HOST:PORT`, or `stdio`.
    public var description: String {
        switch self {
        case .unixSocket(let path): path
        case .tcp(let host, let port):
            "tcp:" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        case .standardIO: "stdio"
        }
    }
}

/// Why an endpoint or a listener could not be set up.
public struct IPCEndpointError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
