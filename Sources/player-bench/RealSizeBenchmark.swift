import Foundation

/// One caption track out of the one-hour 720p features (``RealSizeFixture``) against FFmpeg
/// and, for Matroska, MKVToolNix: how much of the file each reads, and how long each takes
/// from a cold page cache and a warm one. Every cue written must equal FFmpeg's.
struct RealSizeBenchmark {
    var fixture: RealSizeFixture
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    /// Races both features.
    func run() throws -> [BenchmarkResult] {
        var results = try race(
            fixture.matroskaPath, kind: "MKV", withMKVToolNix: Self.hasMKVToolNix, goals: true)
        results += try race(fixture.mp4Path, kind: "MP4", withMKVToolNix: false, goals: false)
        return results
    }

    /// Whether `mkvextract` can be run (the Makefile's bench target installs MKVToolNix).
    static var hasMKVToolNix: Bool {
        guard (try? ChildProcess.run(["mkvextract", "--version"]))?.status == 0 else {
            StandardError.write(
                "warning: mkvextract (MKVToolNix) is not installed; it is left out of the race")
            return false
        }
        return true
    }

    /// The rows for one feature; held to the goals when `goals`, else reported.
    private func race(_ path: String, kind: String, withMKVToolNix: Bool, goals: Bool) throws
        -> [BenchmarkResult]
    {
        var runners: [ExtractionRace.Runner] = [
            .captionsCommand(playerPath: playerPath, mediaPath: path), .ffmpeg(mediaPath: path),
        ]
        if withMKVToolNix {
            runners.append(.mkvextract(mediaPath: path))
        }
        let figures = try ExtractionRace(mediaPath: path, runs: runs, runners: runners).run()
        defer { figures.forEach { try? FileManager.default.removeItem(atPath: $0.output) } }
        try ExtractionRace.checkSameCues(
            figures[0].output, figures[1].output, peerName: runners[1].name,
            label: BenchmarkFixture.englishLabel, count: RealSizeFixture.cuesPerTrack)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
        let ours = figures[0]
        let name = "1 h 720p \(kind), one track"
        var results: [BenchmarkResult] = []
        for (runner, peer) in zip(runners, figures).dropFirst() {
            results += [
                BenchmarkResult(
                    name: "\(name): read from disk, cold", ours: ours.cold.storageBytes / 1e6,
                    peer: peer.cold.storageBytes / 1e6, peerName: runner.name, unit: "MB",
                    goal: goals ? "<= 1% of \(Int(size / 1e6)) MB" : "reported",
                    met: !goals || ours.cold.storageBytes <= size / 100),
                BenchmarkResult(
                    name: "\(name): read calls (rchar)", ours: ours.warm.readBytes / 1e6,
                    peer: peer.warm.readBytes / 1e6, peerName: runner.name, unit: "MB",
                    goal: "reported", met: true),
                BenchmarkResult(
                    name: "\(name): cold page cache", ours: ours.cold.seconds * 1000,
                    peer: peer.cold.seconds * 1000, peerName: runner.name, unit: "ms",
                    goal: goals ? "ratio <= 0.15" : "reported",
                    met: !goals || ours.cold.seconds <= peer.cold.seconds * 0.15),
                BenchmarkResult(
                    name: "\(name): warm page cache", ours: ours.warm.seconds * 1000,
                    peer: peer.warm.seconds * 1000, peerName: runner.name, unit: "ms",
                    goal: goals ? "ratio <= 0.3" : "reported",
                    met: !goals || ours.warm.seconds <= peer.warm.seconds * 0.3),
            ]
        }
        return results
    }
}
