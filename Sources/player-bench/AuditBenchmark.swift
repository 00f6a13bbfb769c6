import Foundation
import PlayerAudit
import PlayerCore
import PlayerEngine
import PlayerMedia

/// The audit's throughput over the caption corpus: `accessible-player audit -` fed every
/// media and caption file of the corpus on standard input, in files per second; and the
/// Netflix profile's static caption checks alone over the same files' cues (read once
/// beforehand), in cues per second.
///
/// No static subtitle linter with Netflix-style rules is packaged for Debian 12 or found on
/// PyPI (Subtitle Edit is not packaged; gaupol / python3-aeidon edit subtitles and do not lint
/// them; subtitle-cleaner rewrites files), so both figures are ours alone. Live media playlists
/// (no EXT-X-ENDLIST) are left out: the player waits on them for segments that never come.
enum AuditBenchmark {
    /// Runs both measurements `runs` times on the corpus in `corpusDirectory`, with the
    /// accessible-player binary at `playerPath`.
    static func run(corpusDirectory: String, runs: Int, playerPath: String) throws
        -> [BenchmarkResult]
    {
        let paths = try corpusFiles(in: corpusDirectory)
        let list = NSTemporaryDirectory() + "player-bench-audit-\(getpid()).txt"
        let output = NSTemporaryDirectory() + "player-bench-audit-\(getpid()).jsonl"
        defer {
            try? FileManager.default.removeItem(atPath: list)
            try? FileManager.default.removeItem(atPath: output)
        }
        try paths.map { $0 + "\n" }.joined().write(toFile: list, atomically: true, encoding: .utf8)
        var auditSeconds: [Double] = []
        for _ in 0..<runs {
            auditSeconds.append(
                try measureSeconds {
                    try auditAll(list: list, output: output, count: paths.count, player: playerPath)
                })
        }
        let titles = paths.compactMap { try? AuditedTitle(reading: MediaFile(path: $0)) }
        let cueCount = titles.reduce(0) { $0 + $1.cues.values.reduce(0) { $0 + $1.count } }
        var staticSeconds: [Double] = []
        var findings = 0
        for _ in 0..<runs {
            staticSeconds.append(
                measureSeconds {
                    findings = 0
                    for title in titles {
                        for track in title.catalog.tracks where track.kind == .legible {
                            findings +=
                                CaptionTrackAudit(
                                    track: track, cues: title.cues[track.id] ?? [],
                                    profile: .netflix,
                                    frameRate: title.videoFrameRate ?? TitleAudit.assumedFrameRate,
                                    mediaDuration: title.catalog.duration
                                ).findings.count
                        }
                    }
                })
        }
        print(
            "  \(paths.count) files, \(titles.count) opened, \(cueCount) cues, \(findings) static findings"
        )
        return [
            BenchmarkResult(
                name: "audit - over the corpus (\(paths.count) files)",
                ours: Double(paths.count) / median(auditSeconds), peer: nil,
                peerName: nil, unit: "files/s", goal: "reported", met: true),
            BenchmarkResult(
                name: "Netflix static checks, \(cueCount) corpus cues",
                ours: Double(cueCount) / median(staticSeconds), peer: nil, peerName: nil,
                unit: "cues/s", goal: "reported", met: true),
        ]
    }

    /// The corpus's media and caption files, sorted, without live media playlists.
    static func corpusFiles(in corpusDirectory: String) throws -> [String] {
        let notMedia: Set<String> = ["txt", "md", "js", "csv", "dat", "html", "test", "json"]
        guard let walker = FileManager.default.enumerator(atPath: corpusDirectory) else {
            throw BenchmarkError(
                "no caption corpus at \(corpusDirectory) (set PLAYER_MEDIA_CORPUS)")
        }
        var paths: [String] = []
        for case let relative as String in walker {
            let path = corpusDirectory + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                !notMedia.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
            else { continue }
            if path.hasSuffix(".m3u8"),
                let text = try? String(contentsOfFile: path, encoding: .utf8),
                text.contains("#EXTINF"), !text.contains("#EXT-X-ENDLIST")
            {
                continue
            }
            paths.append(path)
        }
        guard !paths.isEmpty else { throw BenchmarkError("\(corpusDirectory) has no media files") }
        return paths.sorted()
    }

    /// Runs `audit -` on the paths in `list` and checks it wrote one line per file.
    private static func auditAll(list: String, output: String, count: Int, player: String)
        throws
    {
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = ["audit", "-"]
        process.standardInput = FileHandle(forReadingAtPath: list)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let lines = (try String(contentsOfFile: output, encoding: .utf8)).split(separator: "\n")
        guard lines.count == count else {
            throw BenchmarkError("audit - wrote \(lines.count) lines for \(count) files")
        }
    }
}
