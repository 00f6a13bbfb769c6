import Foundation

extension ParserBenchmark {
    /// The TTML file the other TTML reader converts: 1,000 cues. ttconv builds a document
    /// for every instant the display changes and walks the whole body for each, so its time
    /// grows with the square of the cues (4.4 s of CPU for 1,000, 49 s for 4,000 here): the
    /// 20,000-cue file would take it about 20 minutes.
    static let ttmlPeerCueCount = 1_000

    /// The other TTML reader: ttconv (PyPI, the `tt` command in the project's venv, which
    /// `make venv` installs), converting TTML to SubRip as `captions --format srt` does.
    static let ttconvPath = ".venv/bin/tt"

    /// TTML to SubRip by us and by ttconv on the same file in the same run: wall and CPU time,
    /// our time held to ``timeRatioGoal`` of ttconv's. Both must write every cue.
    func ttmlAgainstTTConv() throws -> [BenchmarkResult] {
        guard FileManager.default.isExecutableFile(atPath: Self.ttconvPath) else {
            throw BenchmarkError(
                "no ttconv at \(Self.ttconvPath), the other TTML reader: run 'make venv'")
        }
        let cueCount = Self.ttmlPeerCueCount
        let path = try ParserBenchmarkFiles.path(.ttml, cueCount: cueCount, in: cacheDirectory)
        let ours = [playerPath, "captions", path, "--no-sidecars", "--format", "srt"]
        let written = NSTemporaryDirectory() + "player-bench-ttconv-\(getpid()).srt"
        defer { try? FileManager.default.removeItem(atPath: written) }
        let theirs = [Self.ttconvPath, "convert", "-i", path, "-o", written]
        try checkCueCount(ours[0], Array(ours.dropFirst()), expected: cueCount, path: path)
        _ = try ChildProcess.runChecked(theirs)
        let theirCount = try countTimingLines(written)
        guard theirCount == cueCount else {
            throw BenchmarkError(
                "ttconv wrote \(theirCount) cues of \(path), which has \(cueCount)")
        }
        var ourCosts: [ChildProcessCost] = []
        var theirCosts: [ChildProcessCost] = []
        for _ in 0..<runs {
            ourCosts.append(try ChildProcess.runChecked(ours))
            theirCosts.append(try ChildProcess.runChecked(theirs))
        }
        let label = "TTML, \(cueCount) cues to SubRip"
        let peer = "ttconv 'tt convert -i F -o F.srt'"
        return [
            timeRatio(
                label, ours: median(ourCosts.map(\.seconds)),
                peer: median(theirCosts.map(\.seconds)), peerName: peer),
            timeRatio(
                "\(label), CPU time", ours: median(ourCosts.map(\.processorSeconds)),
                peer: median(theirCosts.map(\.processorSeconds)), peerName: peer),
        ]
    }
}
