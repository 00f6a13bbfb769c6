import Foundation
import Testing

/// A file cut off part-way: `captions` writes the cues before the cut and fails naming the
/// file, the cause and the time reached; `tracks` lists it and warns; `play` logs an error,
/// warns on standard error and exits 1, as every partial read does.
@Suite("accessible-player on a file that ends early")
struct PartialReadCLITests {
    /// The demo film cut to its first 200,000 bytes, in a directory of its own.
    private final class CutDemo {
        let directory: URL
        let path: String

        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("partial-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            let whole = try Data(contentsOf: URL(fileURLWithPath: CLIRunner.sample("demo.mkv")))
            path = directory.appendingPathComponent("half.mkv").path
            try whole.prefix(200_000).write(to: URL(fileURLWithPath: path))
        }

        deinit {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// The SubRip blocks of `output`, each without its trailing blank line.
    private func blocks(_ output: String) -> [String] {
        output.components(separatedBy: "\n\n").map {
            $0.trimmingCharacters(in: .newlines)
        }.filter { !$0.isEmpty }
    }

    @Test("captions writes the 7 cues before the cut, then fails naming the file and the time")
    func captionsOfTheCutDemo() throws {
        let cut = try CutDemo()
        let run = try CLIRunner.run(["captions", cut.path, "--no-sidecars"])
        let whole = try CLIRunner.run(["captions", "Samples/demo.mkv", "--no-sidecars"])
        #expect(run.status == 1)
        let written = blocks(run.standardOutput)
        #expect(written.count == 7)
        #expect(written == Array(blocks(whole.standardOutput).prefix(written.count)))
        let error = try #require(
            run.standardError.split(separator: "\n").last.map(String.init))
        #expect(
            error.hasPrefix("error: \(cut.path): the file ends early (damaged or truncated) at "))
        #expect(error.hasSuffix(" of 00:01:00.046; 7 cues read"), "\(error)")
        // The time reached lies past the last cue written and before the eighth one.
        let reached = error.components(separatedBy: " at ")[1].prefix(12)
        let last = try #require(written.last?.split(separator: "\n")[1])
        let next = try #require(blocks(whole.standardOutput)[7].split(separator: "\n")[1])
        #expect(String(last.prefix(12)).replacingOccurrences(of: ",", with: ".") <= reached)
        #expect(reached < String(next.prefix(12)).replacingOccurrences(of: ",", with: "."))
    }

    @Test("tracks lists the cut file's tracks and warns that it ends early")
    func tracksOfTheCutDemo() throws {
        let cut = try CutDemo()
        let run = try CLIRunner.run(["tracks", cut.path, "--no-sidecars"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("legible  subrip  en"))
        #expect(
            run.standardError.contains(
                "warning: \(cut.path): the file ends early (damaged or truncated)"),
            "\(run.standardError)")
        let whole = try CLIRunner.run(["tracks", "Samples/demo.mkv", "--no-sidecars"])
        #expect(whole.standardError.isEmpty, "\(whole.standardError)")
    }

    @Test("play logs an error event when the caption track ends early, warns and exits 1")
    func playOfTheCutDemo() throws {
        let cut = try CutDemo()
        let run = try CLIRunner.run([
            "play", cut.path, "--no-sidecars", "--fast", "--until", "3", "--log", "jsonl",
        ])
        #expect(run.status == 1)
        let warnings = run.standardError.split(separator: "\n").map(String.init)
        #expect(
            warnings.first?.hasPrefix(
                "warning: \(cut.path): the file ends early (damaged or truncated)") == true,
            "\(run.standardError)")
        let summary = "warning: played with losses: \(cut.path): the file ends early"
        #expect(warnings.last?.hasPrefix(summary) == true, "\(run.standardError)")
        let whole = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--no-sidecars", "--fast", "--until", "3",
        ])
        #expect(whole.status == 0)
        #expect(whole.standardError.isEmpty, "\(whole.standardError)")
        let errors = run.standardOutput.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.filter { $0["kind"] as? String == "error" }
        #expect(errors.count == 1, "\(run.standardOutput)")
        let text = try #require(errors.first?["text"] as? String)
        #expect(text.hasPrefix("\(cut.path): the file ends early"))
        #expect(text.hasSuffix("7 cues read"))
        let textLog = try CLIRunner.run([
            "play", cut.path, "--no-sidecars", "--fast", "--until", "3",
        ])
        #expect(
            textLog.standardOutput.contains("error    \(cut.path): the file ends early"),
            "\(textLog.standardOutput)")
    }
}
