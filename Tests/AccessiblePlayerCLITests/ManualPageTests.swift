import Foundation
import Testing

@Suite("accessible-player man")
struct ManualPageTests {
    /// groff reads the page without a warning, and the page it renders has every command,
    /// its options and the exit status table.
    @Test func groffRendersThePageWithoutWarnings() throws {
        let page = try CLIRunner.run(["man"])
        #expect(page.status == 0)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("accessible-player.1")
        try page.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        let rendered = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/groff"),
            ["-man", "-Tutf8", "-ww", "-P", "-c", "-P", "-b", "-P", "-u", file.path],
            environment: ["LC_ALL": "C.UTF-8"])
        #expect(rendered.status == 0)
        #expect(rendered.standardError.isEmpty, "\(rendered.standardError)")
        let text = rendered.standardOutput
        for heading in ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        for command in ["tracks", "captions", "play", "controls", "audit", "completions"] {
            #expect(text.contains("accessible-player \(command)"), "\(command)")
        }
        #expect(text.contains("--sub-file PATH"))
        #expect(text.contains("--screen-reader [talkback]"))
    }
}
