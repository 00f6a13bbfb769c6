import Foundation

/// Node.js, which runs the JavaScript assertions of outside test suites (the W3C
/// web-platform-tests) against what our parsers read. `make deps` installs it.
public enum NodeJS {
    /// The `node` (or Debian's `nodejs`) executable on `PATH`, or nil when there is none.
    public static let executable: URL? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["node", "nodejs"] {
            for directory in directories {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    /// Whether a suite needing Node runs: when Node is here, and whenever the corpus is
    /// required (CI), so that a machine without Node fails instead of skipping.
    public static var testsRun: Bool { executable != nil || Corpus.isRequired }

    /// What `node script arguments…` wrote on standard output.
    ///
    /// - Throws: ``NodeJSFailure`` when Node is missing, or exits other than 0.
    public static func run(script: URL, arguments: [String]) throws -> Data {
        guard let executable else { throw NodeJSFailure(message: "node not found on PATH") }
        let run = try ToolRun(
            executable.path, [script.path] + arguments, in: script.deletingLastPathComponent())
        guard run.status == 0 else {
            throw NodeJSFailure(message: "node exited \(run.status): \(run.standardError)")
        }
        return Data(run.standardOutput.utf8)
    }
}

/// Node could not run a script.
public struct NodeJSFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}
