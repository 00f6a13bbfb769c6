import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import Synchronization

/// The whole engine on the 2-hour feature: a player on a manual clock with FFmpeg-backed
/// English captions, advanced 60 times a second from start to end.
struct EngineBenchmark {
    /// The feature file to play.
    var fixture: BenchmarkFixture
    /// The pure accessibility tick's median in the same run, the figure the engine's is set
    /// against; nil when that section did not run.
    var pureTickNanoseconds: Double?
    /// The pure tick's mean over the film with its loop timed once, in the same run; nil when
    /// that section did not run.
    var pureTickMeanNanoseconds: Double?
    /// How many times each side of the whole-file comparison runs; medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    /// Runs the tick measurement and the whole-file comparison with mpv.
    func run() throws -> [BenchmarkResult] {
        try measureTicks() + measureUntimedTicks() + playAgainstMPV()
    }

    /// Plays the feature tick by tick with the loop timed once, no clock read per tick, and
    /// reports the mean tick against the pure tick's mean measured the same way: the whole
    /// film's cost, where the median of single ticks is near the timer's step (see the
    /// tick section's timer floor row).
    private func measureUntimedTicks() throws -> [BenchmarkResult] {
        let mean = try medianPass(meanUntimedTickNanoseconds)
        return [
            BenchmarkResult(
                name:
                    "engine tick, mean over the film untimed, median of \(passesPerFigure) passes",
                ours: mean,
                peer: pureTickMeanNanoseconds,
                peerName: pureTickMeanNanoseconds == nil ? nil : "pure tick, mean untimed",
                unit: "ns", goal: "<= 2x the pure tick",
                met: pureTickMeanNanoseconds.map { mean <= 2 * $0 } ?? false)
        ]
    }

    /// One pass over the feature with a new player, timed once: the mean tick.
    private func meanUntimedTickNanoseconds() throws -> Double {
        let player = try makePlayer()
        defer { player.close() }
        player.send(.play)
        let start = monotonicNanoseconds()
        for _ in 0..<Self.tickCount {
            player.advance(by: Self.tickStep)
        }
        let mean = Double(monotonicNanoseconds() - start) / Double(Self.tickCount)
        try Self.expectEnded(player)
        return mean
    }

    /// How many ticks play the feature through, 60 a second.
    private static let tickCount = BenchmarkFixture.durationSeconds * 60
    /// One tick's step of media time.
    private static let tickStep = MediaTime(microseconds: 16_667)

    /// Throws unless `player` played the feature to its end.
    private static func expectEnded(_ player: Player) throws {
        guard player.state.playback == .ended || player.position >= .seconds(7_199) else {
            throw BenchmarkError("the engine stopped at \(player.position), not at the end")
        }
    }

    /// A player of the feature on a manual clock with its English captions on.
    private func makePlayer() throws -> Player {
        try Player(
            source: MediaFile(path: fixture.mediaPath),
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true),
                clock: .manual))
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

    /// Plays the feature tick by tick and reports the median cost of one tick and the heap
    /// allocations of the steady ticks: those after the first that told the observer nothing
    /// (no caption, no element, no state changed), counted as the pure tick's are.
    private func measureTicks() throws -> [BenchmarkResult] {
        let player = try makePlayer()
        defer { player.close() }
        let tickCount = Self.tickCount
        var nanoseconds = [UInt64](repeating: 0, count: tickCount)
        let counts = EventCounts()
        player.observe { event in
            counts.value.withLock { counts in
                counts.events += 1
                if case .cueShown = event.event {
                    counts.captionsShown += 1
                }
            }
        }
        player.send(.play)
        var steadyTicks = 0
        var steadyAllocations = 0
        for index in 0..<tickCount {
            let eventsBefore = counts.value.withLock { $0.events }
            let allocationsBefore = AllocationCounter.current
            let start = monotonicNanoseconds()
            player.advance(by: Self.tickStep)
            let end = monotonicNanoseconds()
            let allocations = AllocationCounter.current - allocationsBefore
            nanoseconds[index] = end - start
            if index > 0 && counts.value.withLock({ $0.events }) == eventsBefore {
                steadyTicks += 1
                steadyAllocations += allocations
            }
        }
        try Self.expectEnded(player)
        let shown = counts.value.withLock { $0.captionsShown }
        guard shown == BenchmarkFixture.cuesPerTrack else {
            throw BenchmarkError(
                "the engine showed \(shown) captions, not \(BenchmarkFixture.cuesPerTrack)")
        }
        nanoseconds.sort()
        let median = nanoseconds[tickCount / 2]
        var results = [
            BenchmarkResult(
                name: "engine tick, FFmpeg-backed cues", ours: Double(median),
                peer: pureTickNanoseconds,
                peerName: pureTickNanoseconds == nil ? nil : "pure ControlModel tick",
                unit: "ns", goal: "<= 2x the pure tick",
                met: pureTickNanoseconds.map { Double(median) <= 2 * $0 } ?? false)
        ]
        let floor = Self.accessFloorNanoseconds(catalog: player.catalog, options: player.options)
        results.append(
            BenchmarkResult(
                name: "floor: an input through a class-held session", ours: Double(floor),
                peer: pureTickNanoseconds,
                peerName: pureTickNanoseconds == nil ? nil : "pure ControlModel tick",
                unit: "ns", goal: "reported", met: true))
        if AllocationCounter.isActive {
            results.append(
                BenchmarkResult(
                    name: "engine heap allocations, \(steadyTicks) steady ticks",
                    ours: Double(steadyAllocations), peer: nil, peerName: nil, unit: "",
                    goal: "0", met: steadyAllocations == 0))
        } else {
            StandardError.write("warning: malloc is not interposed; allocations were not counted")
        }
        return results
    }
}

extension EngineBenchmark {
    /// The median cost, timed as a tick is, of the least a player's step can do: one access
    /// to a session held in a class (as `Player` holds it, checked for exclusivity at run
    /// time) handing it an input that changes nothing (no stop position, none before).
    fileprivate static func accessFloorNanoseconds(catalog: MediaCatalog, options: PlayerOptions)
        -> UInt64
    {
        let holder = SessionHolder(
            PlayerSession(catalog: catalog, configuration: options.sessionConfiguration))
        let count = 100_000
        var nanoseconds = [UInt64](repeating: 0, count: count)
        var outputs = 0
        for index in 0..<count {
            let start = monotonicNanoseconds()
            outputs += holder.handleNothing()
            nanoseconds[index] = monotonicNanoseconds() - start
        }
        precondition(outputs == 0, "an input that changes nothing puts nothing out")
        nanoseconds.sort()
        return nanoseconds[count / 2]
    }
}

/// A session in a class, as `Player` holds one.
private final class SessionHolder {
    var session: PlayerSession

    init(_ session: PlayerSession) {
        self.session = session
    }

    /// Hands the session an input that changes nothing; returns how many outputs came back.
    @inline(never)
    func handleNothing() -> Int {
        session.handle(.stopAt(nil)).count
    }
}

/// What the player's observer (a `@Sendable` closure) has counted.
private final class EventCounts: Sendable {
    let value = Mutex((events: 0, captionsShown: 0))
}
