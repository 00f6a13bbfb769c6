import Foundation
import Testing

/// The completion scripts as each shell runs them.
@Suite("accessible-player completions SHELL")
struct ShellCompletionTests {
    /// What bash completes for `words`, the last being the word under the cursor.
    private func bashCompletes(_ words: [String]) throws -> Set<String> {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script =
            "source <('\(CLIRunner.binary.path)' completions bash) && COMP_WORDS=(\(quoted))"
            + " && COMP_CWORD=\(words.count - 1) && _accessible_player"
            + " && printf '%s\\n' \"${COMPREPLY[@]}\""
        let run = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["--norc", "-c", script])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        return Set(run.standardOutput.split(separator: "\n").map(String.init))
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(
            try bashCompletes(["accessible-player", "c"])
                == ["captions", "controls", "completions"])
        #expect(try bashCompletes(["accessible-player", "play", "--lo"]) == ["--locale", "--log"])
        #expect(
            try bashCompletes(["accessible-player", "play", "x.mkv", "--log", ""])
                == ["text", "jsonl"])
        #expect(
            try bashCompletes(["accessible-player", "captions", "x", "--format", "v"]) == ["vtt"])
        #expect(
            try bashCompletes(["accessible-player", "audit", "--fail-on", ""])
                == ["error", "warning", "notice"])
        #expect(
            try bashCompletes(["accessible-player", "completions", ""])
                == ["bash", "zsh", "fish"])
        let samples = try bashCompletes(["accessible-player", "tracks", "Samples/demo.m"])
        #expect(samples == ["Samples/demo.mkv", "Samples/demo.mp4"])
    }

    /// What fish completes for `line` (`complete -C`), the candidates without descriptions.
    private func fishCompletes(_ line: String) throws -> Set<String> {
        let script =
            "'\(CLIRunner.binary.path)' completions fish | source; and complete -C '\(line)'"
        let run = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/fish"), ["--no-config", "-c", script])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        return Set(
            run.standardOutput.split(separator: "\n").map {
                String($0.split(separator: "\t", maxSplits: 1)[0])
            })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesCommandsOptionsAndValues() throws {
        #expect(
            try fishCompletes("accessible-player c") == ["captions", "controls", "completions"])
        #expect(try fishCompletes("accessible-player play --lo") == ["--locale", "--log"])
        #expect(try fishCompletes("accessible-player play x.mkv --log ") == ["text", "jsonl"])
        #expect(
            try fishCompletes("accessible-player audit --profile ") == ["netflix", "bbc", "dcmp"])
    }

    /// zsh parses the script (it runs only inside the completion system).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshReadsTheScript() throws {
        let script = try CLIRunner.run(["completions", "zsh"])
        #expect(script.standardOutput.hasPrefix("#compdef accessible-player\n"))
        let check = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/zsh"), ["-n"], input: script.standardOutput)
        #expect(check.status == 0, "\(check.standardError)")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let run = try CLIRunner.run(["completions", "tcsh"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("unknown shell 'tcsh'"))
    }
}
