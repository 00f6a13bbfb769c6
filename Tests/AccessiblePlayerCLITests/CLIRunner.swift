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

    /// Runs `accessible-player` with `arguments` from the package root, writing `input` to
    /// its standard input when given, with `environment` added to the test's own.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
    ) throws -> CLIRun {
        try run(executable: binary, arguments, input: input, environment: environment)
    }

    /// Runs the program at `executable` with `arguments` from the package root, writing
    /// `input` to its standard input when given, with `environment` added to the test's own.
    static func run(
        executable: URL, _ arguments: [String], input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) {
                $1
            }
        }
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
