import Foundation
import MediaTestSupport
import Testing

/// An MP4 whose timestamps start at the Unix epoch (Shaka Player's HEVC CEA-608 asset): its
/// header claims 468,207 hours, where its packets span two seconds. Its duration comes from
/// the packets, as mpv stops at the last packet, and `tracks`, `audit` and `play --fast` each
/// finish in seconds.
@Suite(
    "A header duration the packets contradict",
    .enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct AbsurdDurationCLITests {
    static let path = Corpus.path("shaka-cea608-hevc-sei", "cea-h265.mp4")
    static let timeLimit = Duration.seconds(10)

    /// The packets' span as ffprobe lists them, in whole milliseconds.
    static func packetSpanMilliseconds() throws -> Int64 {
        try #require(try FFprobePackets.videoSpanMilliseconds(of: path))
    }

    /// A span of milliseconds as the CLI writes media times: HH:MM:SS.mmm.
    static func clockText(milliseconds: Int64) -> String {
        let seconds = milliseconds / 1000
        return String(
            format: "%02lld:%02lld:%02lld.%03lld", seconds / 3600, seconds / 60 % 60,
            seconds % 60, milliseconds % 1000)
    }

    @Test func tracksListsThePacketsDuration() throws {
        let (run, endedInTime) = try CLIRunner.run(
            ["tracks", Self.path], timeLimit: Self.timeLimit)
        #expect(endedInTime)
        #expect(run.status == 0, "\(run.standardError)")
        let duration = Self.clockText(milliseconds: try Self.packetSpanMilliseconds())
        let header = try #require(run.standardOutput.split(separator: "\n").first)
        #expect(header.hasSuffix("duration \(duration)"), "\(header)")
    }

    @Test func auditFinishesWithThePacketsDuration() throws {
        let (run, endedInTime) = try CLIRunner.run(
            ["audit", Self.path, "--json"], timeLimit: Self.timeLimit)
        #expect(endedInTime)
        let line = try #require(run.standardOutput.split(separator: "\n").first, "\(run)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let seconds = try #require(object["duration"] as? Double)
        #expect(Int64((seconds * 1000).rounded()) == (try Self.packetSpanMilliseconds()))
    }

    /// Played on the fast clock it ends where the packets end, saying so.
    @Test func playFastEndsAtTheLastPacket() throws {
        let (run, endedInTime) = try CLIRunner.run(
            ["play", Self.path, "--fast"], timeLimit: Self.timeLimit)
        #expect(endedInTime)
        #expect(run.status == 0, "\(run.standardError)")
        let duration = Self.clockText(milliseconds: try Self.packetSpanMilliseconds())
        let ended = run.standardOutput.split(separator: "\n").filter {
            $0.hasSuffix("ended    Playback ended")
        }
        #expect(ended.count == 1, "\(ended)")
        #expect(ended.first?.contains("@\(duration)") == true, "\(ended)")
    }
}
