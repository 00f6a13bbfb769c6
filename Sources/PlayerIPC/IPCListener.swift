import Glibc
import PlayerEngine

/// A listening socket: a Unix socket at a path (mode 0600) or TCP on a loopback address.
public struct IPCListener: Sendable {
    /// The listening descriptor (non-blocking).
    public let descriptor: Int32
    /// What it listens on, the TCP port filled in when 0 was asked for.
    public let endpoint: IPCEndpoint

    /// Opens a listener for `endpoint` (not ``IPCEndpoint/standardIO``).
    public init(_ endpoint: IPCEndpoint) throws(IPCEndpointError) {
        switch endpoint {
        case .unixSocket(let path):
            descriptor = try Self.listenUnix(at: path)
            self.endpoint = endpoint
        case .tcp(let host, let port):
            let (descriptor, bound) = try Self.listenTCP(host: host, port: port)
            self.descriptor = descriptor
            self.endpoint = .tcp(host: host, port: bound)
        case .standardIO:
            throw IPCEndpointError("standard input and output need no listener")
        }
    }

    /// Accepts one waiting connection, non-blocking; nil when none waits.
    func accept() -> Int32? {
        let connection = Glibc.accept(descriptor, nil, nil)
        guard connection >= 0 else { return nil }
        Self.prepare(connection)
        return connection
    }

    /// Stops listening; a Unix socket's file is removed.
    public func close() {
        _ = Glibc.close(descriptor)
        if case .unixSocket(let path) = endpoint {
            unlink(path)
        }
    }

    /// Makes a descriptor non-blocking and closed on exec.
    static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    private static func failure(_ what: String) -> IPCEndpointError {
        IPCEndpointError("\(what): \(String(cString: strerror(errno)))")
    }

    /// A Unix socket at `path`, readable and writable by its owner only. A stale socket there
    /// (nothing listening) is replaced; a live one, or anything that is not a socket, is an
    /// error rather than something to delete.
    private static func listenUnix(at path: String) throws(IPCEndpointError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else {
                throw IPCEndpointError("\(path) exists and is not a socket")
            }
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
            let connected = withSocketAddress(&address) { connect(probe, $0, $1) }
            _ = Glibc.close(probe)
            guard connected != 0 else {
                throw IPCEndpointError("another program is listening on \(path)")
            }
            unlink(path)
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure("cannot create a socket") }
        // The socket file is created with the process's umask: 0177 leaves 0600.
        let previousMask = umask(0o177)
        let bound = withSocketAddress(&address) { bind(descriptor, $0, $1) }
        umask(previousMask)
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 16) == 0 else {
            let error = failure("cannot listen on \(path)")
            _ = Glibc.close(descriptor)
            throw error
        }
        prepare(descriptor)
        return descriptor
    }

    /// A TCP socket on loopback address `host` and `port` (0 for any free one), and the port
    /// it got.
    private static func listenTCP(host: String, port: UInt16) throws(IPCEndpointError)
        -> (Int32, UInt16)
    {
        let isIPv6 = host.contains(":")
        let descriptor = socket(
            isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure("cannot create a socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            bound = withSocketAddress(&address) { bind(descriptor, $0, $1) }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            bound = withSocketAddress(&address) { bind(descriptor, $0, $1) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let error = failure("cannot listen on \(host):\(port)")
            _ = Glibc.close(descriptor)
            throw error
        }
        var local = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        _ = withUnsafeMutablePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        prepare(descriptor)
        // sin_port and sin6_port sit at the same offset.
        return (descriptor, UInt16(bigEndian: local.sin6_port))
    }
}

/// Calls `body` with `address` as a `sockaddr` pointer and its length.
func withSocketAddress<Address>(
    _ address: inout Address, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
) -> Int32 {
    withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            body($0, socklen_t(MemoryLayout<Address>.size))
        }
    }
}
