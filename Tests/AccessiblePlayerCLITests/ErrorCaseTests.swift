import Foundation
import Testing

/// The error cases the exit-code table names, each with the status it gives and a message
/// naming the file and the cause.
@Suite("Error cases and their exit codes")
struct ErrorCaseTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cli-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A caption file `--sub-file` names that is not there is the media not opening (3), for
    /// every command that takes one, and nothing is printed on standard output.
    @Test(arguments: [
        ["tracks", "Samples/demo.mkv"], ["captions", "Samples/demo.mkv"],
        ["play", "Samples/demo.mkv", "--fast", "--until", "2"], ["controls", "Samples/demo.mkv"],
    ])
    func aMissingSubFileIsAnErrorNamingIt(arguments: [String]) throws {
        let run = try CLIRunner.run(arguments + ["--sub-file", "nosuch.srt"])
        #expect(run.status == 3)
        #expect(run.standardError == "error: --sub-file nosuch.srt: no such file\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aSubFileThatIsAFolderSaysSo() throws {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv", "--sub-file", "Samples"])
        #expect(run.status == 3)
        #expect(run.standardError.contains("--sub-file Samples: is a directory"))
    }

    /// A script that cannot be read exits 4 with the reason, before anything plays.
    @Test func anUnreadableScriptExitsFourWithItsCause() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notText = folder.appendingPathComponent("latin1.script")
        try Data([0x61, 0x74, 0x20, 0x31, 0x20, 0xE9, 0x0A]).write(to: notText)
        let cases = [
            (
                "Samples/nosuch.script",
                "error: cannot read script Samples/nosuch.script: no such file"
            ),
            ("Samples", "error: cannot read script Samples: is a directory"),
            (notText.path, "error: cannot read script \(notText.path): is not UTF-8 text"),
        ]
        for (path, message) in cases {
            for command in ["play", "controls"] {
                let run = try CLIRunner.run([command, "Samples/demo.mkv", "--script", path])
                #expect(run.status == 4, "\(command) \(path)")
                #expect(run.standardError == message + "\n", "\(command) \(path)")
                #expect(run.standardOutput.isEmpty)
            }
        }
    }

    @Test func anEmptyScriptPlaysNothingButIsNoError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.script")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "2", "--script", empty.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
    }

    /// `--ipc-server` at a path where a regular file is fails before the media opens: no
    /// log line is written and the file is left as it was.
    @Test func anIPCServerPathThatIsAFileFailsBeforeTheSessionStarts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: file)
        let run = try CLIRunner.run(["play", "Samples/demo.mkv", "--ipc-server", file.path])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "error: --ipc-server: \(file.path) exists and is not a socket (it is a regular file)"
            ))
        #expect(run.standardOutput.isEmpty)
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
    }

    /// A log file that cannot be created is an output that cannot be written (5).
    @Test func anUnwritableOutputExitsFive() throws {
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "2", "--output",
            "/nonexistent-folder/play.log",
        ])
        #expect(run.status == 5)
        #expect(
            run.standardError
                == "error: cannot write the log to /nonexistent-folder/play.log: No such file or"
                + " directory\n")
    }
}
