import Foundation
import Testing

/// Runs the built `accessible-player` binary and captures what it printed.
struct CLIRun {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String
}

enum CLIRunner {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sample file `name` in Samples/.
    static func sample(_ name: String) -> String {
        packageRoot.appendingPathComponent("Samples").appendingPathComponent(name).path
    }

    /// The binary beside the test bundle, where SwiftPM builds the package's executables.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("accessible-player")

    /// The file at `relativePath` in the shared caption corpus: `$PLAYER_MEDIA_CORPUS`, else
    /// `../shared/media` beside the package (CI sets the variable).
    static func corpusFile(_ relativePath: String) -> String {
        (ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"]
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/media").path)
            + "/" + relativePath
    }

    /// Whether the tests of the corpus file at `path` run: when the variable demands the
    /// corpus (a missing file then fails) or the file is there.
    static func corpusHas(_ path: String) -> Bool {
        ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] != nil
            || FileManager.default.fileExists(atPath: path)
    }

    /// Why corpus suites are skipped.
    static let corpusMissing: Comment =
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"

    /// Runs `accessible-player` with `arguments` from the package root.
    static func run(_ arguments: [String]) throws -> CLIRun {
        try run(binary, arguments)
    }

    /// Runs the program at `executable` with `arguments` from the package root.
    static func run(_ executable: URL, _ arguments: [String]) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
