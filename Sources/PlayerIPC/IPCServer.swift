import Glibc
import PlayerCore
import PlayerEngine
import PlayerSession

/// Serves an ``IPCSession`` to clients over Unix sockets, loopback TCP and standard I/O,
/// from one `poll` loop on the player's thread: the player never leaves it, and a client that
/// stalls, disconnects mid-message or floods only loses its own connection.
///
/// ```swift
/// let server = try IPCServer(
///     session: IPCSession(player: player), endpoints: [.unixSocket(path: "/tmp/p.sock")])
/// let end = server.run()          // until `quit`, `stop`, the end of standard input or a signal
/// server.close()
/// ```
///
/// The loop sleeps until something happens: a client writes, another thread posts to the
/// player (the loader's answers, through ``PlayerEngine/PlayerInbox/setWakeUp(_:)``), a stop
/// signal comes, or, in real time, the player's next event or a wait's deadline is due
/// (``IPCSession/timeUntilWake``); it never looks at the player on a timer, so a paused
/// session costs nothing. With ``stopSignals`` blocked in every thread
/// (``blockStopSignals()`` before any thread starts), SIGINT, SIGTERM and SIGHUP end the
/// session cleanly, so the socket file is removed.
public final class IPCServer {
    /// The session served.
    public let session: IPCSession
    /// What the server listens on, TCP ports as bound.
    public let endpoints: [IPCEndpoint]
    private var listeners: [IPCListener] = []
    /// Open socket connections: descriptor, client, bytes not yet written.
    private var connections: [(descriptor: Int32, client: IPCClientID, pending: [UInt8])] = []
    /// The standard-I/O client, while standard output takes what it is sent.
    private var standardClient: IPCClientID?
    /// Whether standard input is still read.
    private var readsStandardInput = false
    /// The pipe another thread's post to the player writes a byte to, waking `poll`.
    private let wakePipe: (read: Int32, write: Int32)
    /// When the session last let time pass (monotonic nanoseconds).
    private var lastTick: Int64 = 0
    /// Where reads land, kept between reads.
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)

    /// The signals that end a session.
    public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The most bytes a client may leave unread before it is disconnected.
    static let outputLimit = 64 << 20

    /// Blocks ``stopSignals`` in the calling thread and every thread it starts afterwards, so
    /// that ``run()`` receives them instead of the process dying with the socket file left.
    public static func blockStopSignals() {
        var mask = stopSignalSet
        pthread_sigmask(SIG_BLOCK, &mask, nil)
    }

    static var stopSignalSet: sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in stopSignals { sigaddset(&mask, signal) }
        return mask
    }

    /// Starts listening on `endpoints` for `session`; throws when one cannot be opened (those
    /// opened are closed again).
    public init(session: IPCSession, endpoints: [IPCEndpoint]) throws(IPCEndpointError) {
        self.session = session
        var opened: [IPCEndpoint] = []
        for endpoint in endpoints {
            if endpoint == .standardIO {
                standardClient = session.connect()
                readsStandardInput = true
                opened.append(endpoint)
                continue
            }
            do {
                let listener = try IPCListener(endpoint)
                listeners.append(listener)
                opened.append(listener.endpoint)
            } catch {
                listeners.forEach { $0.close() }
                throw error
            }
        }
        self.endpoints = opened
        signal(SIGPIPE, SIG_IGN)
        wakePipe = Self.nonBlockingPipe()
        let wake = wakePipe.write
        session.player.inbox.setWakeUp {
            var byte: UInt8 = 1
            _ = Glibc.write(wake, &byte, 1)
        }
    }

    /// Serves clients until the session ends: `quit`, `stop` or the player closing, standard
    /// input ending (a standard-I/O session), or a stop signal (exit code 128 + the signal).
    @discardableResult
    public func run() -> IPCSessionEnd {
        let signals = StopSignalWake.takeStopSignals()
        defer { signals?.release() }
        var descriptors: [pollfd] = []
        while session.end == nil {
            if let signal = signals?.pending() {
                session.finish(.quit(code: 128 + signal))
                break
            }
            descriptors.removeAll(keepingCapacity: true)
            for listener in listeners {
                descriptors.append(
                    pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0))
            }
            for connection in connections {
                let wantsWrite = !connection.pending.isEmpty
                descriptors.append(
                    pollfd(
                        fd: connection.descriptor,
                        events: Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0), revents: 0))
            }
            if readsStandardInput {
                descriptors.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0))
            }
            let wakeIndex = descriptors.count
            descriptors.append(pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0))
            if let signals {
                descriptors.append(
                    pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
            if ready > 0 {
                serve(descriptors)
            }
            // Time passes to the clock when the player's next event came (the sleep ran out)
            // or another thread posted to it; a request alone lets it pass at most once a
            // millisecond, so a stream of requests is not a stream of ticks.
            // Read only when poll saw a byte: a read on every request would cost a system call.
            let posted =
                ready > 0 && descriptors[wakeIndex].revents & Int16(POLLIN) != 0
                && Self.drain(wakePipe.read)
            let now = Self.monotonicNanoseconds()
            if ready == 0 || posted || now - lastTick >= 1_000_000 {
                lastTick = now
                session.tick()
            }
            flush()
        }
        flush()
        drainPendingOutput()
        return session.end ?? .stopped
    }

    /// Closes every connection and listener, removing socket files.
    public func close() {
        for connection in connections {
            _ = Glibc.close(connection.descriptor)
            session.disconnect(connection.client)
        }
        connections.removeAll()
        listeners.forEach { $0.close() }
        listeners.removeAll()
        session.player.inbox.setWakeUp(nil)
        if wakePipe.read >= 0 {
            _ = Glibc.close(wakePipe.read)
            _ = Glibc.close(wakePipe.write)
        }
    }

    /// Milliseconds `poll` sleeps: until the session's next wake-up, rounded up (-1, for
    /// ever, when only a client, a post or a signal can wake it).
    private func pollTimeout() -> Int32 {
        guard let wait = session.timeUntilWake else { return -1 }
        return Int32(clamping: (wait.microseconds + 999) / 1_000)
    }

    /// A pipe whose ends do not block (-1s when none could be made: then nothing wakes
    /// `poll` but what else it watches).
    static func nonBlockingPipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Reads away every byte waiting in the non-blocking `descriptor`; true when there was one.
    static func drain(_ descriptor: Int32) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        var any = false
        while bytes.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, 64) }) > 0 {
            any = true
        }
        return any
    }

    /// The monotonic clock in nanoseconds, read directly (cheaper than `ContinuousClock`, and
    /// read on every turn of the loop).
    static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Reads what the ready clients sent, then accepts new ones. `descriptors` holds the
    /// listeners, the connections and standard input, in that order.
    private func serve(_ descriptors: [pollfd]) {
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        var index = listeners.count
        var closed: [Int32] = []
        for connection in connections.prefix(descriptors.count - listeners.count) {
            let events = descriptors[index].revents
            index += 1
            guard events & readable != 0 else { continue }
            if !read(from: connection.descriptor, for: connection.client) {
                closed.append(connection.descriptor)
            }
        }
        closed.forEach(drop)
        for (position, listener) in listeners.enumerated()
        where descriptors[position].revents & Int16(POLLIN) != 0 {
            while let connection = listener.accept() {
                connections.append((connection, session.connect(), []))
            }
        }
        if readsStandardInput, let client = standardClient, index < descriptors.count,
            descriptors[index].revents & readable != 0,
            !read(from: 0, for: client)
        {
            // The end of standard input ends a standard-I/O session, as mpv's
            // --input-ipc-client does.
            readsStandardInput = false
            session.finish(.quit(code: 0))
        }
    }

    /// Reads what is there and hands it to the session; false when the peer closed or sent
    /// more than the session takes. A read that does not fill the buffer took everything
    /// there was (`poll` reports the rest).
    private func read(from descriptor: Int32, for client: IPCClientID) -> Bool {
        while true {
            let capacity = readBuffer.count
            let count = readBuffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress, capacity)
            }
            if count > 0 {
                guard session.receive(readBuffer[..<count], from: client) else { return false }
                if descriptor == 0 || count < capacity { return true }
                continue
            }
            if count < 0, errno == EINTR { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
    }

    /// Writes what the session has for each client, as far as each socket takes it.
    private func flush() {
        var closed: [Int32] = []
        for index in connections.indices {
            let client = connections[index].client
            guard session.hasOutput(for: client) || !connections[index].pending.isEmpty else {
                continue
            }
            if connections[index].pending.isEmpty {
                connections[index].pending = session.takeOutput(for: client)
            } else {
                connections[index].pending += session.takeOutput(for: client)
            }
            let written = connections[index].pending.withUnsafeBytes {
                send(connections[index].descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                connections[index].pending.removeFirst(written)
            } else if written < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                closed.append(connections[index].descriptor)
                continue
            }
            if connections[index].pending.count > Self.outputLimit {
                closed.append(connections[index].descriptor)
            }
        }
        closed.forEach(drop)
        if let client = standardClient {
            let bytes = session.takeOutput(for: client)
            if !bytes.isEmpty, !IPCListener.writeAll(bytes, to: 1) {
                standardClient = nil
                session.finish(.quit(code: 0))
            }
        }
    }

    /// At the end: gives every connection up to a second to take its last replies.
    private func drainPendingOutput() {
        let deadline = Self.monotonicNanoseconds() + 1_000_000_000
        while connections.contains(where: { !$0.pending.isEmpty }),
            Self.monotonicNanoseconds() < deadline
        {
            var descriptors = connections.filter { !$0.pending.isEmpty }.map {
                pollfd(fd: $0.descriptor, events: Int16(POLLOUT), revents: 0)
            }
            guard poll(&descriptors, nfds_t(descriptors.count), 100) > 0 else { continue }
            flush()
        }
    }

    private func drop(_ descriptor: Int32) {
        guard let index = connections.firstIndex(where: { $0.descriptor == descriptor }) else {
            return
        }
        session.disconnect(connections[index].client)
        _ = Glibc.close(descriptor)
        connections.remove(at: index)
    }
}

extension IPCListener {
    /// Writes all of `bytes` to a blocking descriptor; false when it cannot (a closed pipe).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
