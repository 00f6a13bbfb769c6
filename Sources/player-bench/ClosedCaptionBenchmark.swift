import Foundation
import PlayerCore
import PlayerMedia

/// CEA-608 extraction by reading the captions out of the video's SEI messages, against
/// FFmpeg's path that decodes every picture (`movie=FILE[out0+subcc]`), on a 100-minute MPEG-TS
/// made by looping the corpus's `shaka-cea608-ts/captions-test.ts` with stream copy.
struct ClosedCaptionBenchmark {
    /// The caption corpus: `$PLAYER_MEDIA_CORPUS`, else `../shared/media`.
    var corpusDirectory: String
    /// Where the looped file is kept between runs.
    var cacheDirectory: String
    /// How many times our side runs (its median is reported); FFmpeg's side decodes 100 minutes
    /// of video, many minutes a run, so it runs once.
    var runs: Int
    /// This executable, re-run as a child to measure extraction alone.
    var selfPath: String

    /// The length of the looped file.
    static let targetSeconds = 6_000

    /// Builds the looped file when missing, then measures both sides.
    func run() throws -> [BenchmarkResult] {
        let media = try loopedFile()
        let output = NSTemporaryDirectory() + "player-bench-cc-\(getpid()).srt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var ours: [Double] = []
        for _ in 0..<runs {
            ours.append(
                try ChildProcess.runChecked([selfPath, ClosedCaptionExtraction.command, media])
                    .seconds)
        }
        let peerTime = try ChildProcess.runChecked([
            "ffmpeg", "-v", "error", "-f", "lavfi", "-i", "movie=\(media)[out0+subcc]",
            "-map", "0:s", "-f", "srt", "-y", output,
        ]
        ).seconds
        let ourCount = try ClosedCaptionExtraction.run(path: media)
        let peerCount =
            try String(contentsOfFile: output, encoding: .utf8)
            .components(separatedBy: " --> ").count - 1
        guard ourCount == peerCount else {
            throw BenchmarkError(
                "CC1 of \(media): \(ourCount) cues read, FFmpeg decoded \(peerCount)")
        }
        let oursTime = median(ours)
        return [
            BenchmarkResult(
                name: "CEA-608 CC1, 100 min TS (\(ourCount) cues)", ours: oursTime * 1000,
                peer: peerTime * 1000, peerName: "ffmpeg lavfi movie=F[out0+subcc] -f srt, one run",
                unit: "ms", goal: "ratio <= 0.1", met: oursTime <= peerTime * 0.1)
        ]
    }

    /// The 100-minute transport stream, made once with `ffmpeg -stream_loop N -c copy`.
    private func loopedFile() throws -> String {
        let path = cacheDirectory + "/cea608-100min.ts"
        if FileManager.default.fileExists(atPath: path) {
            return path
        }
        let source = corpusDirectory + "/shaka-cea608-ts/captions-test.ts"
        let length = try MediaSource(path: source).duration?.secondsValue ?? 0
        guard length > 0 else {
            throw BenchmarkError("\(source) is missing or has no duration")
        }
        try FileManager.default.createDirectory(
            atPath: cacheDirectory, withIntermediateDirectories: true)
        let loops = Int((Double(Self.targetSeconds) / length).rounded(.up)) - 1
        StandardError.write("looping \(source) \(loops + 1) times into \(path) …")
        let partial = path + ".partial.ts"
        _ = try ChildProcess.runChecked([
            "ffmpeg", "-y", "-v", "error", "-stream_loop", "\(loops)", "-i", source, "-c", "copy",
            "-f", "mpegts", partial,
        ])
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        return path
    }
}

/// The child-process side of the CEA-608 benchmark: reads every cue of CC1.
enum ClosedCaptionExtraction {
    /// The hidden argument that makes `player-bench` run only this extraction.
    static let command = "--extract-cc1"

    /// Opens `path`, reads all cues of its CC1 track and returns their count.
    static func run(path: String) throws -> Int {
        let source = try MediaSource(path: path)
        defer { source.close() }
        guard let track = source.tracks.first(where: { $0.kind == .legible && $0.title == "CC1" })
        else {
            throw BenchmarkError("\(path) has no CC1 caption track")
        }
        return try source.cues(of: track.id).count
    }
}
