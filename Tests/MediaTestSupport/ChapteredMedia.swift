import Foundation

/// An episode made from the demo film in a temporary folder with the ffmpeg CLI and an FFmpeg
/// metadata file (`;FFMETADATA1`): chapters Recap 0–5 s, Intro 5–20 s, Episode 20–50 s,
/// Credits 50–60 s; besides the demo's tracks, a 320×180 copy of the picture (track 5) and an
/// English audio-description track (6, flagged visual impaired). The folder goes when the
/// value does.
public final class ChapteredMedia {
    /// The chapters written, as (title, start seconds, end seconds).
    public static let chapters: [(title: String, start: Int, end: Int)] = [
        ("Recap", 0, 5), ("Intro", 5, 20), ("Episode", 20, 50), ("Credits", 50, 60),
    ]

    /// The folder holding the file.
    public let directory: URL
    /// The Matroska file with chapters.
    public let path: String

    /// The FFmpeg metadata file that gives the chapters.
    public static let metadata = ChapteredMedia.chapters.reduce(";FFMETADATA1\n") { text, chapter in
        text + "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(chapter.start * 1_000)\n"
            + "END=\(chapter.end * 1_000)\ntitle=\(chapter.title)\n"
    }

    /// The ffmpeg arguments that make episode.mkv from the demo and chapters.txt.
    public static func ffmpegArguments(demo: String) -> [String] {
        [
            "-i", demo, "-i", "chapters.txt", "-map", "0", "-map", "0:v", "-map", "0:a",
            "-map_metadata", "0", "-map_chapters", "1", "-c", "copy", "-c:v:1", "libx264",
            "-preset", "ultrafast", "-s:v:1", "320x180", "-disposition:a:1", "visual_impaired",
            "-metadata:s:a:1", "language=eng", "-metadata:s:a:1", "title=Audio Description",
            "episode.mkv",
        ]
    }

    /// Makes the file; throws when ffmpeg fails.
    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("chaptered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.metadata.write(
            to: directory.appendingPathComponent("chapters.txt"), atomically: true,
            encoding: .utf8)
        path = directory.appendingPathComponent("episode.mkv").path
        try FFmpegCLI.run(Self.ffmpegArguments(demo: demoMKV), in: directory)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
