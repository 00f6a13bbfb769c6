import Foundation

/// What starting the CLI costs: `--help` against `ffprobe -version` (both load their libraries
/// and print), `tracks` on the bundled demo against `ffprobe -show_streams -show_format`, and
/// how many shared libraries each loads before `main` (ldd).
struct StartupBenchmark {
    /// Runs per side (at least 20: a run is tens of milliseconds); medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    /// The demo film, relative to the package root the bench runs from.
    static let demoPath = "Samples/demo.mkv"

    func run() throws -> [BenchmarkResult] {
        guard FileManager.default.fileExists(atPath: Self.demoPath) else {
            throw BenchmarkError(
                "\(Self.demoPath) not found: run player-bench from the package root")
        }
        return [
            try compare(
                "accessible-player --help", [playerPath, "--help"], against: "ffprobe -version",
                ["ffprobe", "-version"]),
            try compare(
                "tracks \(Self.demoPath)", [playerPath, "tracks", Self.demoPath],
                against: "ffprobe -show_streams -show_format",
                ["ffprobe", "-v", "error", "-show_streams", "-show_format", Self.demoPath]),
            BenchmarkResult(
                name: "shared libraries loaded at start",
                ours: Double(try libraryCount(playerPath)),
                peer: Double(try libraryCount(try Self.path(of: "ffprobe"))),
                peerName: "ffprobe", unit: "", goal: "reported", met: true),
        ]
    }

    /// The median wall time of `ours` against `peer`'s, run in turn, held to `limit` times it
    /// (half by default).
    func compare(
        _ name: String, _ ours: [String], against peerName: String, _ peer: [String],
        atMost limit: Double = 0.5
    ) throws -> BenchmarkResult {
        var ourSeconds: [Double] = []
        var peerSeconds: [Double] = []
        for round in 0..<max(runs * 4, 20) {
            if round.isMultiple(of: 2) {
                ourSeconds.append(try ChildProcess.runChecked(ours).seconds)
                peerSeconds.append(try ChildProcess.runChecked(peer).seconds)
            } else {
                peerSeconds.append(try ChildProcess.runChecked(peer).seconds)
                ourSeconds.append(try ChildProcess.runChecked(ours).seconds)
            }
        }
        return BenchmarkResult(
            name: name, ours: median(ourSeconds) * 1000, peer: median(peerSeconds) * 1000,
            peerName: peerName, unit: "ms", goal: "ratio <= \(limit)",
            met: median(ourSeconds) <= median(peerSeconds) * limit)
    }

    /// How many shared libraries `ldd` lists for the program at `path`.
    private func libraryCount(_ path: String) throws -> Int {
        let listing = NSTemporaryDirectory() + "player-bench-ldd-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: listing) }
        _ = try ChildProcess.runChecked(["ldd", path], output: listing)
        return try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n").count
    }

    /// Where `program` is on PATH.
    private static func path(of program: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in environment.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw BenchmarkError("\(program) is not on PATH")
    }
}
