import Foundation

/// Python's `http.server` serving one folder on a free loopback port: a plain web server that
/// ignores `Range` requests, as many do. Stopped when released.
public final class LoopbackHTTPServer {
    private let process = Process()
    /// The port it listens on.
    public let port: Int

    /// Starts serving `directory` on 127.0.0.1; throws when it does not come up within 10 s.
    public init(serving directory: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Port 0: the system picks a free one, which the server prints on its first line.
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory",
            directory.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        let deadline = Date().addingTimeInterval(10)
        while !printed.contains("\n"), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        // "Serving HTTP on 127.0.0.1 port 43117 (http://127.0.0.1:43117/) ..."
        guard let range = printed.range(of: #"port (\d+)"#, options: .regularExpression),
            let port = Int(printed[range].dropFirst("port ".count))
        else {
            process.terminate()
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    /// The URL of `name` in the folder served.
    public func url(_ name: String) -> String {
        "http://127.0.0.1:\(port)/\(name)"
    }

    deinit {
        // Polled rather than `waitUntilExit()`, whose run loop can wait forever when the
        // notification of the exit has already been handled on another thread.
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }
}
