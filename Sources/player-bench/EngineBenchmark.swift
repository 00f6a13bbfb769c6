import Foundation
import PlayerCore
import PlayerEngine
import Synchronization

/// The whole engine on the 2-hour feature: a player on a manual clock with FFmpeg-backed
/// English captions, advanced 60 times a second from start to end.
struct EngineBenchmark {
    /// The feature file to play.
    var fixture: BenchmarkFixture
    /// The pure accessibility tick's median in the same run, the figure the engine's is set
    /// against; nil when that section did not run.
    var pureTickNanoseconds: Double?
    /// How many times each side of the whole-file comparison runs; medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    /// Runs the tick measurement and the whole-file comparison with mpv.
    func run() throws -> [BenchmarkResult] {
        try measureTicks() + playAgainstMPV()
    }

    /// `play --fast` over the whole feature with English captions and a JSON Lines log, against
    /// mpv playing it as fast as it can with nothing shown or heard; skipped when mpv is missing.
    private func playAgainstMPV() throws -> [BenchmarkResult] {
        let mpv = [
            "mpv", "--no-config", "--really-quiet", "--vo=null", "--ao=null",
            "--ao-null-untimed", "--untimed", "--sid=1", fixture.mediaPath,
        ]
        guard (try? ChildProcess.run(["mpv", "--version"]))?.status == 0 else {
            StandardError.write(
                "warning: mpv is not installed; play --fast is not compared with it")
            return []
        }
        var ours: [Double] = []
        var peer: [Double] = []
        for _ in 0..<runs {
            ours.append(
                try ChildProcess.runChecked([
                    playerPath, "play", fixture.mediaPath, "--fast", "--captions", "en", "--log",
                    "jsonl", "--output", "/dev/null",
                ]).seconds)
            peer.append(try ChildProcess.runChecked(mpv).seconds)
        }
        return [
            BenchmarkResult(
                name: "play --fast, 2-hour feature", ours: median(ours) * 1000,
                peer: median(peer) * 1000, peerName: "mpv --vo=null --ao=null --untimed --sid=1",
                unit: "ms", goal: "ratio <= 0.1", met: median(ours) <= median(peer) * 0.1)
        ]
    }

    /// Plays the feature tick by tick and reports the median cost of one tick.
    private func measureTicks() throws -> [BenchmarkResult] {
        let player = try Player(
            path: fixture.mediaPath,
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true),
                clock: .manual))
        defer { player.close() }
        let tickCount = BenchmarkFixture.durationSeconds * 60
        var nanoseconds = [UInt64](repeating: 0, count: tickCount)
        let captionsShown = EventCount()
        player.observe { event in
            if case .cueShown = event.event {
                captionsShown.value.withLock { $0 += 1 }
            }
        }
        player.send(.play)
        for index in 0..<tickCount {
            let start = DispatchTime.now().uptimeNanoseconds
            player.advance(by: MediaTime(microseconds: 16_667))
            nanoseconds[index] = DispatchTime.now().uptimeNanoseconds - start
        }
        guard player.state.playback == .ended || player.position >= .seconds(7_199) else {
            throw BenchmarkError("the engine stopped at \(player.position), not at the end")
        }
        let shown = captionsShown.value.withLock { $0 }
        guard shown == BenchmarkFixture.cuesPerTrack else {
            throw BenchmarkError(
                "the engine showed \(shown) captions, not \(BenchmarkFixture.cuesPerTrack)")
        }
        nanoseconds.sort()
        let median = Double(nanoseconds[tickCount / 2])
        return [
            BenchmarkResult(
                name: "engine tick, FFmpeg-backed cues", ours: median, peer: pureTickNanoseconds,
                peerName: pureTickNanoseconds == nil ? nil : "pure ControlModel tick",
                unit: "ns", goal: "reported", met: true)
        ]
    }
}

/// A count the player's observer (a `@Sendable` closure) can add to.
private final class EventCount: Sendable {
    let value = Mutex(0)
}
