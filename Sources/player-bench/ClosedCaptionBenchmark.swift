import Foundation
import PlayerCore
import PlayerMedia

/// CEA-608 and CEA-708 extraction by reading the captions out of the video's SEI messages (both
/// through our own decoders, `CEA608Decoder` and `CEA708Decoder`), against FFmpeg's path that decodes
/// every picture (`movie=FILE[out0+subcc]`, which gives the 608 captions only: FFmpeg 5.1 has
/// no 708 decoder), on a 100-minute MPEG-TS made by joining copies of the corpus's
/// `shaka-cea608-ts/captions-test.ts` with stream copy. FFmpeg's one run is the peer of both.
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
        var oursService: [Double] = []
        for _ in 0..<runs {
            ours.append(
                try ChildProcess.runChecked([selfPath, ClosedCaptionExtraction.command, media])
                    .seconds)
            oursService.append(
                try ChildProcess.runChecked([
                    selfPath, ClosedCaptionExtraction.serviceCommand, media,
                ]).seconds)
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
        let serviceCount = try checkedServiceCount(media: media, cc1Count: ourCount)
        let oursTime = median(ours)
        let serviceTime = median(oursService)
        return [
            BenchmarkResult(
                name: "CEA-608 CC1, 100 min TS (\(ourCount) cues)", ours: oursTime * 1000,
                peer: peerTime * 1000, peerName: "ffmpeg lavfi movie=F[out0+subcc] -f srt, one run",
                unit: "ms", goal: "ratio <= 0.1", met: oursTime <= peerTime * 0.1),
            BenchmarkResult(
                name: "CEA-708 service 1, same TS (\(serviceCount) cues)", ours: serviceTime * 1000,
                peer: peerTime * 1000,
                peerName: "the same ffmpeg run (608 only: FFmpeg 5.1 decodes no 708)", unit: "ms",
                goal: "ratio <= 0.05", met: serviceTime <= peerTime * 0.05),
        ]
    }

    /// The cues of service 1 read from the looped file, checked against the source: as many
    /// times the source's service 1 as CC1 holds the source's CC1.
    private func checkedServiceCount(media: String, cc1Count: Int) throws -> Int {
        let source = corpusDirectory + "/shaka-cea608-ts/captions-test.ts"
        let count = try ClosedCaptionExtraction.runService(path: media)
        let perLoop = try ClosedCaptionExtraction.runService(path: source)
        let cc1PerLoop = try ClosedCaptionExtraction.run(path: source)
        guard perLoop > 0, cc1PerLoop > 0, count * cc1PerLoop == cc1Count * perLoop else {
            throw BenchmarkError(
                "service 1 of \(media): \(count) cues read, \(perLoop) a loop; CC1 \(cc1Count), "
                    + "\(cc1PerLoop) a loop")
        }
        return count
    }

    /// The 100-minute transport stream, made once with FFmpeg's concat demuxer and `-c copy`
    /// from copies of the source each read from its first byte (`-stream_loop` seeks back by
    /// timestamp and loses each later copy's first two pictures, and the captions they carry).
    private func loopedFile() throws -> String {
        let path = cacheDirectory + "/closed-captions-100min.ts"
        if FileManager.default.fileExists(atPath: path) {
            return path
        }
        let source = corpusDirectory + "/shaka-cea608-ts/captions-test.ts"
        let length = try MediaSource.open(path: source).duration?.secondsValue ?? 0
        guard length > 0 else {
            throw BenchmarkError("\(source) is missing or has no duration")
        }
        try FileManager.default.createDirectory(
            atPath: cacheDirectory, withIntermediateDirectories: true)
        let copies = Int((Double(Self.targetSeconds) / length).rounded(.up))
        StandardError.write("joining \(copies) copies of \(source) into \(path) …")
        let partial = path + ".partial.ts"
        let list = path + ".list.txt"
        defer { try? FileManager.default.removeItem(atPath: list) }
        let entry = "file '\(source.replacingOccurrences(of: "'", with: #"'\''"#))'\n"
        try String(repeating: entry, count: copies).write(
            toFile: list, atomically: true, encoding: .utf8)
        _ = try ChildProcess.runChecked([
            "ffmpeg", "-y", "-v", "error", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy",
            "-f", "mpegts", partial,
        ])
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        return path
    }
}

/// The child-process side of the closed-caption benchmark: reads every cue of CC1, or of
/// CEA-708 service 1.
enum ClosedCaptionExtraction {
    /// The hidden argument that makes `player-bench` run only the CC1 extraction.
    static let command = "--extract-cc1"
    /// The hidden argument that makes `player-bench` run only the service 1 extraction.
    static let serviceCommand = "--extract-service1"

    /// Opens `path`, reads all cues of its CC1 track and returns their count.
    static func run(path: String) throws -> Int {
        try cueCount(path: path, title: "CC1")
    }

    /// Opens `path`, reads all cues of its CEA-708 service 1 track and returns their count.
    static func runService(path: String) throws -> Int {
        try cueCount(path: path, title: "Service 1")
    }

    private static func cueCount(path: String, title: String) throws -> Int {
        let source = try MediaSource.open(path: path)
        defer { source.close() }
        guard let track = source.tracks.first(where: { $0.kind == .legible && $0.title == title })
        else {
            throw BenchmarkError("\(path) has no \(title) caption track")
        }
        return try source.cues(of: track.id).count
    }
}
