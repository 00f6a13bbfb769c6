import Foundation
import Testing

@Suite("accessible-player play --speak-to")
struct SpeakToTests {
    /// The 16-bit mono samples and rate of a WAV file, read from its fmt and data chunks.
    private func samples(ofWAV path: String) throws -> (rate: Int, samples: [Int16]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(4) == Data("RIFF".utf8))
        func integer(at offset: Int, size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(data[data.startIndex + offset + $1]) << (8 * $1) }
        }
        var offset = 12
        var rate = 0
        while offset + 8 <= data.count {
            let name = String(decoding: data[(offset)..<(offset + 4)], as: UTF8.self)
            let size = integer(at: offset + 4, size: 4)
            if name == "fmt " {
                rate = integer(at: offset + 12, size: 4)
            } else if name == "data" {
                let body = (offset + 8)..<(offset + 8 + size)
                let values = stride(from: body.lowerBound, to: body.upperBound - 1, by: 2).map {
                    Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8)
                }
                return (rate, values)
            }
            offset += 8 + size
        }
        Issue.record("no data chunk in \(path)")
        return (rate, [])
    }

    /// The loudest sample between two times in seconds.
    private func peak(_ wav: (rate: Int, samples: [Int16]), from start: Double, to end: Double)
        -> Int
    {
        let range =
            Int(start * Double(wav.rate))..<min(wav.samples.count, Int(end * Double(wav.rate)))
        return wav.samples[range].map { abs(Int($0)) }.max() ?? 0
    }

    @Test func speechIsPlacedAtItsMediaTimesWithSilenceBetween() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("speak-to-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("s.script").path
        try "at 8 slowmo on\n".write(toFile: script, atomically: true, encoding: .utf8)
        let wav = directory.appendingPathComponent("spoken.wav").path
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "12", "--captions", "off",
            "--screen-reader", "--script", script, "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        // Said: the cursor landing on Close as the player screen appears, then "Current
        // program is Demo Feature", from 0 s (both done within 6 s), and "Slow motion on" at 8 s (the
        // script's time; session time too, as nothing paused or seeked before). Slow motion
        // then plays the remaining 4 media seconds in 8, so the session, and the file, last
        // 16 seconds.
        let audio = try samples(ofWAV: wav)
        #expect(audio.rate > 0)
        #expect(peak(audio, from: 0, to: 1) > 1_000)
        #expect(peak(audio, from: 6, to: 7.9) == 0)
        #expect(peak(audio, from: 8, to: 9) > 1_000)
        #expect(abs(audio.samples.count - 16 * audio.rate) <= audio.rate / 10)
    }
}

@Suite("accessible-player play on session time")
struct SessionTimeTests {
    /// A session that seeks forward and back and locks: the log's session time never goes
    /// back while the media position jumps both ways.
    @Test func sessionTimeNeverDecreasesWhilePositionJumps() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("s.script").path
        try "at 3 forward\nat 15 rewind\nat 16 rewind\nat 10 lock\nunlock\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "20", "--log", "jsonl",
            "--script", script,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let objects = try run.standardOutput.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let session = objects.compactMap { $0["t"] as? Double }
        let position = objects.compactMap { $0["pos"] as? Double }
        #expect(session.count == objects.count && position.count == objects.count)
        #expect(zip(session, session.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(position, position.dropFirst()).contains { $0 > $1 })
        #expect(zip(position, position.dropFirst()).contains { $1 - $0 >= 9 })
        #expect(objects.first?["kind"] as? String == "session")
        // Forward at 3 s to 13 s, on to 15 s (session 5 s), rewind to 5 s, on to 16 s
        // (session 16 s), rewind to 6 s, on to 10 s (session 20 s): the lock is said there.
        let locked = objects.first { $0["text"] as? String == "Screen locked" }
        #expect(locked?["t"] as? Double == 20)
        #expect(locked?["pos"] as? Double == 10)
    }
}

@Suite("accessible-player play --speak")
struct SpeakTests {
    @Test func speakingNeverChangesTheOutcomeAndAMissingDeviceIsMentionedOnce() throws {
        let run = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--fast", "--until", "3", "--speak",
        ])
        #expect(run.status == 0)
        #expect(run.standardError.components(separatedBy: "no sound device").count - 1 <= 1)
        #expect(run.standardOutput.contains("say      Current program is Demo Feature"))
    }
}
