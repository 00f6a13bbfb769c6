import Foundation
import Testing

/// `play A B` and `play --playlist FILE`: the files play one after another on one session, so
/// the log's session time never goes back and each file starts with its own `session` line.
@Suite("accessible-player play with several files")
struct PlaylistCLITests {
    /// The JSON Lines log of `play` with `arguments`, parsed.
    private func log(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try CLIRunner.run(["play"] + arguments + ["--fast", "--log", "jsonl"])
        #expect(run.status == 0, "\(run.standardError)")
        return try run.standardOutput.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// Checks one session over `files`, in order, from its log.
    private func expectOneSession(_ log: [[String: Any]], over files: [String]) {
        let times = log.compactMap { $0["t"] as? Double }
        #expect(times.count == log.count)
        #expect(times == times.sorted(), "session time went back")
        let sessions = log.filter { $0["kind"] as? String == "session" }
        #expect(
            sessions.compactMap {
                ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
            } == files.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(sessions.map { $0["pos"] as? Double } == files.map { _ in 0 })
        // Each file plays to its end; the next starts once the last ended, where it ended.
        let ends = log.filter { $0["kind"] as? String == "ended" }
        #expect(ends.count == files.count)
        if sessions.count == 2, let end = ends.first?["t"] as? Double {
            #expect(sessions[1]["t"] as? Double == end)
        }
    }

    @Test func severalFileOperandsAreOneSession() throws {
        let files = ["Samples/demo.mkv", "Samples/demo.mp4"]
        expectOneSession(try log(files), over: files)
    }

    @Test func aPlaylistFileIsOneSession() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("playlist-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let samples = URL(fileURLWithPath: CLIRunner.sample("demo.mkv")).deletingLastPathComponent()
        let playlist = directory.appendingPathComponent("films.m3u")
        try "#EXTM3U\n\(samples.path)/demo.mp4\n\(samples.path)/demo.mkv\n".write(
            to: playlist, atomically: true, encoding: .utf8)
        expectOneSession(
            try log(["--playlist", playlist.path]), over: ["demo.mp4", "demo.mkv"])
    }
}
