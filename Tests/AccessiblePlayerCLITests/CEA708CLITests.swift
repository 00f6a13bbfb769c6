import Foundation
import Testing

/// shaka's captions-test.ts in the shared corpus, when this checkout has it beside it (CI sets
/// the variable): CEA-608 CC1 and CEA-708 service 1 in the same H.264 SEI.
private let captionsTest =
    (ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"]
        ?? CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/media")
        .path) + "/shaka-cea608-ts/captions-test.ts"

@Suite(
    "CEA-708 services on the command line",
    .enabled(
        if: ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] != nil
            || FileManager.default.fileExists(atPath: captionsTest),
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct CEA708CLITests {
    @Test func tracksListsCC1AndService1() throws {
        let run = try CLIRunner.run(["tracks", captionsTest])
        #expect(run.status == 0, "\(run.standardError)")
        let rows = run.standardOutput.split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(
            rows == [
                "0 video h264 - - - 1920x1080, 29.97 fps",
                "1 legible eia_608 - CC1 captions",
                "2 legible eia_708 - Service 1 captions",
            ])
    }

    @Test func captionsPrintsService1ByItsID() throws {
        let tracks = try TracksCommandTests.listing([captionsTest]).tracks
        let service = try #require(tracks.first { $0["title"] as? String == "Service 1" })
        #expect(service["codec"] as? String == "eia_708")
        #expect((service["flags"] as? [String: Bool])?["captions"] == true)
        let id = try #require(service["id"] as? Int)

        let run = try CLIRunner.run([
            "captions", captionsTest, "--track", String(id), "--format", "text",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(
            run.standardOutput.split(separator: "\n") == [
                "00:00:00.133 --> 00:00:04.871  These are 708 captions / (top left)",
                "00:00:05.205 --> 00:00:11.878  These are 708 captions / (middle)",
                "00:00:12.212 --> 00:00:19.219  These are 708 captions / (bottom left)",
            ])
    }
}
