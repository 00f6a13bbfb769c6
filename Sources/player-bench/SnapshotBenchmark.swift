import Foundation

/// What a snapshot costs: `accessible-player snapshot` of the demo at 0:30 against `ffmpeg -ss`
/// writing the same instant's frame as PNG at the same size (1280×720), held to twice its time
/// (the frame decode dominates; libass and the skin should add little).
struct SnapshotBenchmark {
    /// Runs per side; medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    func run() throws -> [BenchmarkResult] {
        let folder = NSTemporaryDirectory()
        let ours = folder + "player-bench-snapshot.png"
        let peer = folder + "player-bench-ffmpeg.png"
        let demo = StartupBenchmark.demoPath
        return [
            try StartupBenchmark(runs: runs, playerPath: playerPath).compare(
                "snapshot \(demo) --at 30 (1280x720, controls and captions)",
                [playerPath, "snapshot", demo, "--at", "30", "--output", ours],
                against: "ffmpeg -ss 30 -i FILE -frames:v 1 -s 1280x720 out.png",
                [
                    "ffmpeg", "-v", "error", "-y", "-ss", "30", "-i", demo, "-frames:v", "1", "-s",
                    "1280x720", peer,
                ], atMost: 2)
        ]
    }
}
