import Foundation

/// A copy of the demo film with chapters, made in a temporary folder with the ffmpeg CLI and an
/// FFmpeg metadata file (`;FFMETADATA1`): Recap 0–5 s, Intro 5–20 s, Episode 20–50 s, Credits
/// 50 s to the end. The folder goes when the value does.
public final class ChapteredMedia {
    /// The chapters written, as (title, start seconds, end seconds).
    public static let chapters: [(title: String, start: Int, end: Int)] = [
        ("Recap", 0, 5), ("Intro", 5, 20), ("Episode", 20, 50), ("Credits", 50, 60),
    ]

    /// The folder holding the file.
    public let directory: URL
    /// The Matroska file with chapters.
    public let path: String

    /// Makes the file; throws when ffmpeg fails.
    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("chaptered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var metadata = ";FFMETADATA1\n"
        for chapter in Self.chapters {
            metadata +=
                "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(chapter.start * 1_000)\n"
                + "END=\(chapter.end * 1_000)\ntitle=\(chapter.title)\n"
        }
        try metadata.write(
            to: directory.appendingPathComponent("chapters.txt"), atomically: true,
            encoding: .utf8)
        path = directory.appendingPathComponent("episode.mkv").path
        try FFmpegCLI.run(
            [
                "-i", demoMKV, "-i", "chapters.txt", "-map", "0", "-map_metadata", "0",
                "-map_chapters", "1", "-c", "copy", "episode.mkv",
            ], in: directory)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
