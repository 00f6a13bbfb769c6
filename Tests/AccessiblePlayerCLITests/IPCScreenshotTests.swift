import Foundation
import Testing

/// `screenshot-to-file` over the IPC: the picture `snapshot` draws, and mpv's failure
/// without video.
@Suite("accessible-player play --ipc-server screenshot-to-file")
struct IPCScreenshotTests {
    @Test func theScreenshotIsTheSnapshotOfTheSameInstant() throws {
        let player = try IPCPlayerProcess.demo(["--output", "/dev/null"])
        let ipc = try IPCTestClient(unixSocket: try player.listeningAddress())
        try ipc.data("set_property", "pause", true)
        try ipc.data("seek", 5, "absolute")
        let shot = player.folder.appendingPathComponent("ipc.png").path
        try ipc.data("screenshot-to-file", shot, "subtitles")
        let reference = player.folder.appendingPathComponent("cli.png").path
        let run = try CLIRunner.run(
            ["snapshot", "Samples/demo.mkv", "--at", "5", "--no-controls", "--output", reference])
        #expect(run.status == 0, "\(run.standardError)")
        let drawn = try PNGPixels(shot, width: 1280, height: 720)
        #expect(drawn.rgb == (try PNGPixels(reference, width: 1280, height: 720)).rgb)
        #expect(try ipc.quit(player) == 0)
    }

    @Test func withoutVideoItFailsAsMPVDoes() throws {
        let player = try IPCPlayerProcess([
            CLIRunner.sample("src/demo.en.srt"), "--fast", "--ipc-server", "$DIR/sock",
            "--output", "/dev/null",
        ])
        let ipc = try IPCTestClient(unixSocket: try player.listeningAddress())
        let shot = player.folder.appendingPathComponent("none.png").path
        let reply = try ipc.command("screenshot-to-file", shot)
        // mpv's reply when there is no picture to take (player/screenshot.c).
        #expect(reply["error"] as? String == "error running command")
        #expect(!FileManager.default.fileExists(atPath: shot))
        _ = try ipc.quit(player)
    }
}
