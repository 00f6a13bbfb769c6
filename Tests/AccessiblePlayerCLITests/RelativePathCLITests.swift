import Foundation
import MediaTestSupport
import Testing

/// One path rule for every command: a relative path is relative to the working directory, and
/// a manifest's references to its own folder.
@Suite("accessible-player on relative paths")
struct RelativePathCLITests {
    @Test("snapshot opens a DASH package by a relative path, as tracks and captions do")
    func snapshotOfARelativeManifest() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("relative-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=6", "-c:v", "libx264",
                "-f", "dash", "show.mpd",
            ], in: directory)
        // The same manifest named from the package root, where the CLI runs, by a relative
        // path.
        let upToRoot = String(
            repeating: "../",
            count: CLIRunner.packageRoot.standardizedFileURL.pathComponents.count - 1)
        let relative = upToRoot + directory.appendingPathComponent("show.mpd").path.dropFirst()
        let picture = directory.appendingPathComponent("at3.png").path

        let tracks = try CLIRunner.run(["tracks", relative])
        #expect(tracks.status == 0)
        let run = try CLIRunner.run(["snapshot", relative, "--at", "3", "--output", picture])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: picture))
    }
}
