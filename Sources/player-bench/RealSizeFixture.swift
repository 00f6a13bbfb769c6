import Foundation

/// The one-hour features at a real bitrate: 1280×720 H.264 at 24 fps and 2.5 Mbit/s (constant,
/// filler included, so every frame takes its share of the file), stereo AAC at 128 kbit/s,
/// and two SubRip tracks (English, default; Spanish) of 750 cues timed as
/// ``BenchmarkFixture``'s: once in Matroska, once in MP4 with the captions as mov_text. Made
/// once with the ffmpeg CLI (the fastest x264 preset, a few minutes on two cores) and cached
/// beside the 2-hour feature; about 1.2 GB each.
struct RealSizeFixture {
    /// The program's length.
    static let durationSeconds = 3_600
    /// Cues per caption track.
    static let cuesPerTrack = 750
    /// Space the cache needs while the features are made: the picture-and-sound file and both
    /// features.
    static let neededBytes: Int64 = 4_000_000_000

    /// The cached Matroska feature.
    let matroskaPath: String
    /// The cached MP4 feature.
    let mp4Path: String

    /// The features in `cacheDirectory`, made first when missing.
    static func prepare(in cacheDirectory: String) throws -> RealSizeFixture {
        let base = cacheDirectory + "/feature-1h-720p"
        let fixture = RealSizeFixture(matroskaPath: base + ".mkv", mp4Path: base + ".mp4")
        let files = FileManager.default
        if files.fileExists(atPath: fixture.matroskaPath), files.fileExists(atPath: fixture.mp4Path)
        {
            return fixture
        }
        try files.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try checkFreeSpace(in: cacheDirectory)
        let english = base + ".en.srt.in"
        let spanish = base + ".es.srt.in"
        try BenchmarkFixture.subRip(label: BenchmarkFixture.englishLabel, count: cuesPerTrack)
            .write(toFile: english, atomically: true, encoding: .utf8)
        try BenchmarkFixture.subRip(label: BenchmarkFixture.spanishLabel, count: cuesPerTrack)
            .write(toFile: spanish, atomically: true, encoding: .utf8)
        // Picture and sound first, as for the 2-hour feature: the captions are then muxed in
        // by stream copy and keep their authored times.
        let pictureAndSound = base + ".av.mkv"
        if !files.fileExists(atPath: pictureAndSound) {
            StandardError.write(
                "generating the one-hour 720p benchmark features in \(cacheDirectory) …")
            let partial = pictureAndSound + ".partial.mkv"
            try BenchmarkFixture.runFFmpeg([
                "-f", "lavfi", "-i",
                "testsrc2=size=1280x720:rate=24:duration=\(durationSeconds)",
                "-f", "lavfi", "-i",
                "sine=frequency=440:sample_rate=48000:duration=\(durationSeconds)",
                "-map", "0:v", "-map", "1:a",
                "-c:v", "libx264", "-preset", "ultrafast", "-b:v", "2500k", "-minrate", "2500k",
                "-maxrate", "2500k", "-bufsize", "5000k", "-x264-params", "nal-hrd=cbr",
                "-g", "240", "-c:a", "aac", "-b:a", "128k", "-ac", "2", partial,
            ])
            try files.moveItem(atPath: partial, toPath: pictureAndSound)
        }
        for (path, codec) in [(fixture.matroskaPath, "srt"), (fixture.mp4Path, "mov_text")] {
            let partial = path + ".partial." + URL(fileURLWithPath: path).pathExtension
            try BenchmarkFixture.runFFmpeg([
                "-i", pictureAndSound, "-i", english, "-i", spanish,
                "-map", "0:v", "-map", "0:a", "-map", "1:s", "-map", "2:s",
                "-c:v", "copy", "-c:a", "copy", "-c:s", codec,
                "-metadata", "title=Real-Size Feature",
                "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=spa",
                "-disposition:s:0", "default", "-disposition:s:1", "0", partial,
            ])
            try files.moveItem(atPath: partial, toPath: path)
        }
        try files.removeItem(atPath: pictureAndSound)
        return fixture
    }

    /// Throws unless the cache's file system has ``neededBytes`` free.
    private static func checkFreeSpace(in directory: String) throws {
        var stats = statvfs()
        guard statvfs(directory, &stats) == 0 else {
            throw BenchmarkError("cannot find how much space \(directory) has")
        }
        let free = Int64(stats.f_bavail) * Int64(stats.f_frsize)
        guard free >= neededBytes else {
            throw BenchmarkError(
                "the one-hour features need \(neededBytes / 1_000_000_000) GB free in "
                    + "\(directory); it has \(free / 1_000_000) MB")
        }
    }
}
