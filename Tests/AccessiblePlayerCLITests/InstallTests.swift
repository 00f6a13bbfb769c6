import Foundation
import Testing

@Suite("make install")
struct InstallTests {
    /// `make install PREFIX=…` puts the binary, the man page and the three completions where
    /// man and the shells look under PREFIX; each is what the installed binary writes. The
    /// tests' own build stands in for the release build (`-o build` skips rebuilding).
    @Test func installPutsTheBinaryManPageAndCompletionsUnderPrefix() throws {
        let prefix = FileManager.default.temporaryDirectory
            .appendingPathComponent("install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let make = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/make"),
            [
                "-s", "-o", "build", "install", "PREFIX=\(prefix.path)",
                "BINARY=\(CLIRunner.binary.path)",
                "GENERATED=\(prefix.appendingPathComponent("generated").path)",
            ])
        #expect(make.status == 0, "\(make.standardError)")
        let installed = prefix.appendingPathComponent("bin/accessible-player")
        let version = try CLIRunner.run(executable: installed, ["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == (try CLIRunner.run(["--version"])).standardOutput)
        let expected = [
            "share/man/man1/accessible-player.1": ["man"],
            "share/bash-completion/completions/accessible-player": ["completions", "bash"],
            "share/zsh/site-functions/_accessible-player": ["completions", "zsh"],
            "share/fish/vendor_completions.d/accessible-player.fish": ["completions", "fish"],
        ]
        for (path, arguments) in expected {
            let file = try String(
                contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            #expect(file == (try CLIRunner.run(arguments)).standardOutput, "\(path)")
        }
    }
}
