import Foundation
import Testing

/// `--output` and `--speak-to` write through the path they are given: a link stays a link (and
/// so /dev/null stays a device), its target gets the content.
@Suite struct OutputFileTests {
    /// A temporary folder with `target` and a link `link.out` pointing at it.
    private func linkedOutput() throws -> (link: String, target: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("player-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("target").path
        let link = folder.appendingPathComponent("link.out").path
        FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        return (link, target, folder)
    }

    @Test(arguments: ["--output", "--speak-to"])
    func writingThroughALinkKeepsTheLink(option: String) throws {
        let (link, target, folder) = try linkedOutput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "3", option, link,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let kind =
            try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        let written = try #require(FileManager.default.contents(atPath: target))
        #expect(written.count > 100)
        #expect(!written.starts(with: Data("old".utf8)))
    }
}
