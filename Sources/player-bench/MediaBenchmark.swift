import Foundation
import PlayerCore
import PlayerMedia

/// The media layer against the ffmpeg tools on the 2-hour feature.
struct MediaBenchmark {
    /// The feature file to measure on.
    var fixture: BenchmarkFixture
    /// How many times each side runs; medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark, whose `captions` command
    /// is timed.
    var playerPath: String

    /// Runs every media measurement.
    func run() throws -> [BenchmarkResult] {
        let extraction = try extractionTime()
        return [try openAndList(), extraction.time, extraction.memory, try seeks()]
    }

    private func openAndList() throws -> BenchmarkResult {
        var ours: [Double] = []
        var peer: [Double] = []
        for _ in 0..<runs {
            ours.append(
                try measureSeconds {
                    let source = try MediaSource.open(path: fixture.mediaPath)
                    precondition(source.tracks.count == 4, "the feature has four tracks")
                    source.close()
                })
            peer.append(
                try ChildProcess.runChecked([
                    "ffprobe", "-v", "error", "-show_streams", "-show_format",
                    fixture.mediaPath,
                ]
                ).seconds)
        }
        let result = BenchmarkResult(
            name: "open + list tracks", ours: median(ours) * 1000, peer: median(peer) * 1000,
            peerName: "ffprobe -show_streams -show_format", unit: "ms", goal: "ratio <= 1.0",
            met: median(ours) <= median(peer))
        return result
    }

    /// `accessible-player captions --track en` against `ffmpeg -map 0:s:0 -f srt`, each
    /// writing the English track as SubRip; every cue written must be FFmpeg's and the
    /// feature's.
    private func extractionTime() throws -> (time: BenchmarkResult, memory: BenchmarkResult) {
        var ours: [ChildProcessCost] = []
        var peer: [ChildProcessCost] = []
        let ourOutput = NSTemporaryDirectory() + "player-bench-\(getpid())-ours.srt"
        let output = NSTemporaryDirectory() + "player-bench-\(getpid()).srt"
        defer {
            try? FileManager.default.removeItem(atPath: ourOutput)
            try? FileManager.default.removeItem(atPath: output)
        }
        let captions = ExtractionRace.Runner.captionsCommand(
            playerPath: playerPath, mediaPath: fixture.mediaPath)
        let ffmpeg = ExtractionRace.Runner.ffmpeg(mediaPath: fixture.mediaPath)
        for _ in 0..<runs {
            ours.append(try ChildProcess.runChecked(captions.command(ourOutput), output: ourOutput))
            peer.append(try ChildProcess.runChecked(ffmpeg.command(output)))
        }
        try ExtractionRace.checkSameCues(
            ourOutput, output, peerName: ffmpeg.name, label: BenchmarkFixture.englishLabel,
            count: BenchmarkFixture.cuesPerTrack)
        let oursTime = median(ours.map(\.seconds))
        let peerTime = median(peer.map(\.seconds))
        let peakMiB = Double(ours.map(\.peakResidentBytes).max() ?? 0) / 1_048_576
        let peerPeakMiB = Double(peer.map(\.peakResidentBytes).max() ?? 0) / 1_048_576
        return (
            BenchmarkResult(
                name: "all cues of one track", ours: oursTime * 1000, peer: peerTime * 1000,
                peerName: ffmpeg.name, unit: "ms", goal: "ratio <= 0.35",
                met: oursTime <= peerTime * 0.35),
            BenchmarkResult(
                name: "peak RSS, cue extraction", ours: peakMiB, peer: peerPeakMiB,
                peerName: ffmpeg.name, unit: "MiB", goal: "<= 64 MiB",
                met: peakMiB <= 64)
        )
    }

    private func seeks() throws -> BenchmarkResult {
        let source = try MediaSource.open(path: fixture.mediaPath)
        defer { source.close() }
        guard let track = source.tracks.first(where: { $0.kind == .legible }) else {
            throw BenchmarkError("the feature has no caption track")
        }
        var generator = SplitMix64(seed: 2026)
        var durations: [Double] = []
        var position = MediaTime.seconds(600)
        for step in 0..<max(runs * 40, 200) {
            let jump = MediaTime.seconds(step.isMultiple(of: 2) ? 10 : -10)
            let target = (position + jump).clamped(to: .seconds(0)...(.seconds(7_190)))
            var found: [Cue] = []
            durations.append(
                try measureSeconds { found = try source.activeCues(of: track.id, at: target) })
            try expectCue(found, at: target)
            position = MediaTime(
                microseconds: Int64(generator.next() % UInt64(7_000_000_000)) + 100_000_000)
        }
        let medianMilliseconds = median(durations) * 1000
        return BenchmarkResult(
            name: "seek ±10 s to the active cue", ours: medianMilliseconds, peer: nil,
            peerName: nil, unit: "ms", goal: "median <= 5 ms", met: medianMilliseconds <= 5)
    }

    /// Checks that `cues` is exactly what the fixture shows at `time`.
    private func expectCue(_ cues: [Cue], at time: MediaTime) throws {
        let index = Int(time.microseconds / (BenchmarkFixture.cueSpacingMilliseconds * 1_000))
        let cue = BenchmarkFixture.cue(label: BenchmarkFixture.englishLabel, index: index)
        let onScreen = index < BenchmarkFixture.cuesPerTrack && time < cue.end
        let expected = onScreen ? [cue.text] : []
        guard cues.map(\.text) == expected else {
            throw BenchmarkError("at \(time) expected \(expected), read \(cues.map(\.text))")
        }
    }
}
