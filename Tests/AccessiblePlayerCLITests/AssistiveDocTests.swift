import Foundation
import MediaTestSupport
import Testing

/// docs/ASSISTIVE-TECHNOLOGIES.md's examples, run again and compared with the page: each block
/// that starts with `$ accessible-player` is what that command prints (for `play`, its lines of
/// the kinds the block shows; for an error, standard error), `episode.mkv` being the episode
/// the page says how to make.
@Suite("docs/ASSISTIVE-TECHNOLOGIES.md")
struct AssistiveDocTests {
    /// One command of the page and the lines it shows.
    struct Example {
        var arguments: [String]
        var expected: [String]
    }

    static let page = CLIRunner.packageRoot.appendingPathComponent(
        "docs/ASSISTIVE-TECHNOLOGIES.md")

    /// The page's fenced blocks, each as its lines.
    static func blocks() throws -> [[String]] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    static func examples() throws -> [Example] {
        try blocks().compactMap { block in
            guard let command = block.first, command.hasPrefix("$ accessible-player ") else {
                return nil
            }
            let arguments = command.dropFirst("$ accessible-player ".count)
                .split(separator: " ").map(String.init)
            return Example(arguments: arguments, expected: Array(block.dropFirst()))
        }
    }

    @Test func everyExampleIsWhatTheCommandPrints() throws {
        let examples = try Self.examples()
        // The walks (VoiceOver's rotor, Full Keyboard Access, Voice Control, TalkBack), each in
        // English and Spanish, the optional controls in both, three checks, a skin error.
        #expect(examples.count == 14)
        let episode = try ChapteredMedia()
        for example in examples {
            let arguments = example.arguments.map { $0 == "episode.mkv" ? episode.path : $0 }
            let run = try CLIRunner.run(arguments)
            let label = example.arguments.joined(separator: " ")
            if example.expected.first?.hasPrefix("error:") == true {
                #expect(run.status == 2, "\(label)")
                #expect(lines(run.standardError) == example.expected, "\(label)")
            } else if example.arguments.first == "play" {
                #expect(run.status == 0, "\(label): \(run.standardError)")
                let kinds = Set(example.expected.compactMap(kind))
                #expect(
                    lines(run.standardOutput).filter { kind($0).map(kinds.contains) ?? false }
                        == example.expected, "\(label)")
            } else {
                let failing = example.expected.first?.hasSuffix("no failures") == false
                #expect(run.status == (failing ? 1 : 0), "\(label)")
                #expect(lines(run.standardOutput) == example.expected, "\(label)")
            }
        }
    }

    /// The chapters file and the ffmpeg command the page shows are the test episode's.
    @Test func theEpisodeIsMadeAsThePageSays() throws {
        let blocks = try Self.blocks()
        let metadata = blocks.first { $0.first == ";FFMETADATA1" }
        #expect(metadata.map { $0.joined(separator: "\n") + "\n" } == ChapteredMedia.metadata)
        let command = blocks.first { $0.first?.hasPrefix("ffmpeg ") == true }?
            .joined(separator: " ").replacingOccurrences(of: "\\ ", with: "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let arguments = ChapteredMedia.ffmpegArguments(demo: "Samples/demo.mkv").map {
            $0.contains(" ") ? "\"\($0)\"" : $0
        }
        #expect(command == (["ffmpeg"] + arguments).joined(separator: " "))
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    /// The kind column of a log line ("focus", "say"), if it is one.
    private func kind(_ line: String) -> String? {
        let columns = line.split(separator: " ", omittingEmptySubsequences: true)
        return columns.count > 2 && columns[1].hasPrefix("@") ? String(columns[2]) : nil
    }
}
