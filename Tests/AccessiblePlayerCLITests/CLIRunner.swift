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

    /// An empty XDG config folder for every run, so that the machine's caption style
    /// settings file (`~/.config/accessible-player/caption-style.json`) changes no output.
    static let emptyConfigFolder: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("accessible-player-config-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Runs the program at `executable` with `arguments` from the package root, writing
    /// `input` to its standard input when given, with `environment` added to the test's own
    /// (whose XDG config folder is an empty one unless `environment` names another).
    static func run(
        executable: URL, _ arguments: [String], input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_CONFIG_HOME": emptyConfigFolder].merging(environment) { $1 }
        ) { $1 }
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

    /// Runs `accessible-player` with `arguments` from the package root, killing it once
    /// `timeLimit` has passed; also says whether it ended by itself within the limit. What it
    /// prints goes through files, so that no amount of output can stall it.
    static func run(_ arguments: [String], timeLimit: Duration) throws -> (
        run: CLIRun, endedInTime: Bool
    ) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.standardOutput = output
        process.standardError = error
        let started = ContinuousClock.now
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { _ = kill(pid, SIGKILL) }
        let seconds = Double(timeLimit.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let elapsed = ContinuousClock.now - started
        try output.close()
        try error.close()
        let run = CLIRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
        return (run, process.terminationReason == .exit && elapsed < timeLimit)
    }
}
