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
