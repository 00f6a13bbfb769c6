import Foundation
import MediaTestSupport
import PlayerCore
import Testing

/// A caption packet FFmpeg's decoder refuses: `captions` writes every other cue, then fails
/// naming the file, the cause and the time of the skipped packet; `play` logs an error and
/// goes on. The damage and FFmpeg's words for it come from ``DamagedDVBMedia``.
@Suite(
    "accessible-player on a file with a damaged caption packet",
    .enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct DamagedPacketCLITests {
    /// The SubRip blocks of `output`, each without its trailing blank line.
    private func blocks(_ output: String) -> [String] {
        output.components(separatedBy: "\n\n").map {
            $0.trimmingCharacters(in: .newlines)
        }.filter { !$0.isEmpty }
    }

    /// The SubRip start time of `block` ("00:00:04,310").
    private func start(of block: String) -> String {
        String(block.split(separator: "\n")[1].prefix(12))
    }

    /// The sentence said of the damaged file when `cuesRead` cues were read.
    private func shortfall(_ media: DamagedDVBMedia, cuesRead: Int) -> String {
        let time = MediaTime(microseconds: Int64((media.damagedSeconds * 1e6).rounded()))
        return "\(media.damagedPath): 1 damaged packet skipped at \(time) "
            + "(\(media.ffmpegComplaint)); \(cuesRead) cues read"
    }

    @Test("captions writes every cue but the damaged one's, then fails naming file and time")
    func captionsOfTheDamagedFile() throws {
        let media = try DamagedDVBMedia()
        let whole = try CLIRunner.run(["captions", media.wholePath])
        let run = try CLIRunner.run(["captions", media.damagedPath])
        // The track states no language: its pictures are read with English data, said once.
        func notice(_ path: String) -> String {
            "warning: \(path): the track states no language, so its picture captions are read "
                + "with Tesseract's English data ('eng')\n"
        }
        // Nothing but warnings for the whole file, that one among them.
        #expect(whole.status == 0, "\(whole.standardError)")
        #expect(whole.standardError.contains(notice(media.wholePath)), "\(whole.standardError)")
        #expect(
            whole.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") },
            "\(whole.standardError)")
        #expect(run.status == 1)
        let written = blocks(run.standardOutput)
        let wholeBlocks = blocks(whole.standardOutput)
        let damagedStart = String(format: "%02d:%02d:%06.3f", 0, 0, media.damagedSeconds)
            .replacingOccurrences(of: ".", with: ",")
        #expect(written.count == wholeBlocks.count - 1)
        // The same cues, numbered again, without the one the damaged packet showed.
        #expect(
            written.map(start(of:)) == wholeBlocks.map(start(of:)).filter { $0 != damagedStart })
        #expect(run.standardError.contains(notice(media.damagedPath)), "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix(
                "\nerror: \(shortfall(media, cuesRead: written.count))\n"),
            "\(run.standardError)")
    }

    @Test("play logs one error event for the damaged packet and plays on")
    func playOfTheDamagedFile() throws {
        let media = try DamagedDVBMedia()
        let run = try CLIRunner.run([
            "play", media.damagedPath, "--captions", "0", "--fast", "--until", "20", "--log",
            "jsonl",
        ])
        let events = run.standardOutput.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        let errors = events.filter { $0["kind"] as? String == "error" }
        #expect(errors.count == 1, "\(run.standardOutput)")
        let whole = try CLIRunner.run(["captions", media.wholePath])
        #expect(
            errors.first?["text"] as? String
                == shortfall(media, cuesRead: blocks(whole.standardOutput).count - 1))
    }
}
