import Foundation

/// The ffmpeg command-line tool, for tests that make their own media.
public enum FFmpegCLI {
    /// Runs `ffmpeg -loglevel error -y ARGUMENTS` in `directory`; throws when it fails.
    public static func run(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-loglevel", "error", "-y"] + arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

/// What one run of a command-line tool printed.
public struct ToolRun {
    /// The exit status.
    public var status: Int32
    /// What it wrote to standard output.
    public var standardOutput: String
    /// What it wrote to standard error.
    public var standardError: String

    /// Runs `tool ARGUMENTS` (found on the PATH) in `directory` and waits for it.
    public init(_ tool: String, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both to their ends before waiting, so that neither pipe fills and blocks.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = String(decoding: printed, as: UTF8.self)
        standardError = String(decoding: complained, as: UTF8.self)
    }
}
