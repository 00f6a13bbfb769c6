import Foundation
import Testing

/// `tracks --json` flags text description tracks, whatever carries them, and playback never
/// shows them as captions.
@Suite("text description tracks on the command line")
struct TextDescriptionCLITests {
    private static let dapt = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/PlayerCaptionsTests/Fixtures/w3c-dapt")

    private static func tracks(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try CLIRunner.run(["tracks", "--json"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require(object["tracks"] as? [[String: Any]])
    }

    private static func describes(_ track: [String: Any]) -> Bool {
        (track["flags"] as? [String: Any])?["descriptions"] as? Bool == true
    }

    @Test func aSidecarNamedAsDescriptionsIsFlaggedAndUntitled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "text-descriptions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("film.mkv").path,
            withDestinationPath: CLIRunner.sample("demo.mkv"))
        try "WEBVTT\n\n00:01.000 --> 00:03.000\nA boat.\n".write(
            to: folder.appendingPathComponent("film.en.descriptions.vtt"), atomically: true,
            encoding: .utf8)
        let tracks = try Self.tracks([folder.appendingPathComponent("film.mkv").path])
        let described = tracks.filter(Self.describes)
        #expect(described.count == 1)
        #expect(described.first?["title"] is NSNull)
        #expect(described.first?["language"] as? String == "en")
    }

    @Test func aDAPTDescriptionScriptIsFlaggedWithItsDescriptors() throws {
        let tracks = try Self.tracks([
            Self.dapt.appendingPathComponent("intro-times-and-text.xml").path
        ])
        #expect(tracks.count == 1)
        #expect(tracks.allSatisfy(Self.describes))
        #expect(tracks.first?["roles"] as? [String] == ["visual.nonText"])
    }

    /// A caption file played alone shows its first track as captions, unless it is text
    /// descriptions: they are to be heard, and the captions stay off.
    @Test func aDescriptionScriptPlayedAloneShowsNoCaptions() throws {
        let script = Self.dapt.appendingPathComponent("intro-times-and-text.xml").path
        let run = try CLIRunner.run(["play", script, "--fast"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains("A woman climbs"))
        let transcript = Self.dapt.appendingPathComponent("intro-original-language.xml").path
        let dubbing = try CLIRunner.run(["play", transcript, "--fast"])
        #expect(dubbing.standardOutput.contains("Et c'est grâce à ça"))
    }
}
