import Foundation
import Testing

/// The README's examples run again: every block that starts with a `$ ` command line (joined
/// over its trailing backslashes) is run by bash from the package root with the built binary
/// first on PATH, and what it prints must be the rest of the block.
@Suite("README.md's examples")
struct ReadmeExampleTests {
    /// Each example: the command line and the output the README shows.
    static func examples() throws -> [(command: String, output: String)] {
        let readme = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil ? [] : nil
            } else {
                current?.append(String(line))
            }
        }
        var examples: [(String, String)] = []
        for var lines in blocks where lines.first?.hasPrefix("$ ") == true {
            var command = String(lines.removeFirst().dropFirst(2))
            while command.hasSuffix("\\"), !lines.isEmpty {
                command = String(command.dropLast()) + " " + lines.removeFirst()
            }
            examples.append((command, lines.map { $0 + "\n" }.joined()))
        }
        return examples
    }

    @Test func theReadmeHasItsThreeExamples() throws {
        #expect(try Self.examples().count == 3)
    }

    @Test func everyExamplePrintsWhatTheReadmeShows() throws {
        let folder = CLIRunner.binary.deletingLastPathComponent().path
        let path = folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for (command, output) in try Self.examples() {
            let run = try CLIRunner.run(
                executable: URL(fileURLWithPath: "/bin/bash"), ["-c", command],
                environment: ["PATH": path])
            #expect(run.standardOutput == output, "\(command)\n\(run.standardError)")
        }
    }
}
