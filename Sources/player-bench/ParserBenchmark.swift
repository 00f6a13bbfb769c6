import Foundation
import PlayerCore
import PlayerMedia

/// Caption-file parsing throughput: a generated WebVTT file and a TTML file of
/// ``cueCount`` cues each, opened as caption files and read whole, in cues per second; the
/// WebVTT file also through FFmpeg's own reader (`ffmpeg -i F -f srt`), FFmpeg having no TTML one.
struct ParserBenchmark {
    /// Where the generated files are kept.
    var cacheDirectory: String
    /// How many times each side runs; medians are reported.
    var runs: Int

    /// Cues in each generated file.
    static let cueCount = 20_000

    /// Parses both files `runs` times and reports cues per second.
    func run() throws -> [BenchmarkResult] {
        let webVTT = try write("parse-\(Self.cueCount).vtt", Self.webVTTText())
        let ttml = try write("parse-\(Self.cueCount).ttml", Self.ttmlText())
        let output = NSTemporaryDirectory() + "player-bench-parse-\(getpid()).srt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var webVTTSeconds: [Double] = []
        var ttmlSeconds: [Double] = []
        var ffmpegSeconds: [Double] = []
        for _ in 0..<runs {
            webVTTSeconds.append(try measureSeconds { try readAll(webVTT) })
            ttmlSeconds.append(try measureSeconds { try readAll(ttml) })
            ffmpegSeconds.append(
                try ChildProcess.runChecked([
                    "ffmpeg", "-v", "error", "-i", webVTT, "-f", "srt", "-y", output,
                ]).seconds)
        }
        let count = Double(Self.cueCount)
        return [
            BenchmarkResult(
                name: "WebVTT file, \(Self.cueCount) cues", ours: count / median(webVTTSeconds),
                peer: count / median(ffmpegSeconds), peerName: "ffmpeg -i F.vtt -f srt",
                unit: "cues/s", goal: "reported", met: true),
            BenchmarkResult(
                name: "TTML file, \(Self.cueCount) cues", ours: count / median(ttmlSeconds),
                peer: nil, peerName: nil, unit: "cues/s", goal: "reported", met: true),
        ]
    }

    /// Opens `path` as a caption file and reads every cue, checking the count.
    private func readAll(_ path: String) throws {
        let source = try MediaSource(path: path)
        defer { source.close() }
        let cues = try source.cues(of: source.tracks[0].id)
        guard cues.count == Self.cueCount else {
            throw BenchmarkError("\(path): read \(cues.count) cues, wrote \(Self.cueCount)")
        }
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(
            atPath: cacheDirectory, withIntermediateDirectories: true)
        let path = cacheDirectory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Cue `index` starts at `index` × 2 s and lasts 1.5 s.
    private static func clock(_ milliseconds: Int, separator: String = ".") -> String {
        String(
            format: "%02d:%02d:%02d%@%03d", milliseconds / 3_600_000, milliseconds / 60_000 % 60,
            milliseconds / 1_000 % 60, separator, milliseconds % 1_000)
    }

    private static func webVTTText() -> String {
        "WEBVTT\n\n"
            + (0..<cueCount).map { index in
                "\(index + 1)\n\(clock(index * 2_000)) --> \(clock(index * 2_000 + 1_500))\n"
                    + "<v Speaker \(index % 7)>Line <i>\(index)</i> of the benchmark &amp; more\n"
            }.joined(separator: "\n")
    }

    private static func ttmlText() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">
        <body><div>

        """
            + (0..<cueCount).map { index in
                "<p begin=\"\(clock(index * 2_000))\" end=\"\(clock(index * 2_000 + 1_500))\">"
                    + "Line <span tts:fontStyle=\"italic\">\(index)</span><br/>of the benchmark</p>"
            }.joined(separator: "\n") + "\n</div></body></tt>\n"
    }
}
