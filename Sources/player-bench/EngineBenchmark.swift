import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import Synchronization

/// The whole engine on the 2-hour feature: a player on a manual clock with FFmpeg-backed
/// English captions, advanced 60 times a second from start to end.
struct EngineBenchmark {
    /// The feature file to play.
    var fixture: BenchmarkFixture
    /// The pure accessibility tick's median in the same run, the figure the engine's is set
    /// against; nil when that section did not run.
    var pureTickNanoseconds: Double?
    /// The pure tick's quiet tick timed in blocks (``QuietTickTiming``), in the same run; nil
    /// when that section did not run.
    var pureQuietTickNanoseconds: Double?
    /// How many times each side of the whole-file comparison runs; medians are reported.
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    /// Runs the tick measurement and the whole-file comparison with mpv.
    func run() throws -> [BenchmarkResult] {
        try measureTicks() + measureQuietTicks() + playAgainstMPV()
    }

    /// The engine's quiet tick timed in blocks, as the pure tick's is, against it; and the
    /// floor under it, timed the same way: one input that changes nothing handed to a session
    /// held in a class, which every tick of the engine pays before any work of its own.
    private func measureQuietTicks() throws -> [BenchmarkResult] {
        let timerFloor = emptyIntervalNanoseconds()
        let engine = try medianPass { try quietTickNanoseconds(timerFloor, batched: false) }
        let batched = try medianPass { try quietTickNanoseconds(timerFloor, batched: true) }
        let player = try makePlayer()
        defer { player.close() }
        let session = PlayerSession(
            catalog: player.catalog, configuration: player.options.sessionConfiguration)
        let floor = medianPass {
            Self.quietInputNanoseconds(timerFloor, SessionHolder(session).handleNothing)
        }
        var localSession = session
        let unchecked = medianPass {
            Self.quietInputNanoseconds(timerFloor) {
                localSession.handle(.stopAt(nil)).outputs.count
            }
        }
        let peerName = pureQuietTickNanoseconds == nil ? nil : "pure ControlModel quiet tick"
        return [
            BenchmarkResult(
                name: "engine " + quietTickRowName, ours: engine, peer: pureQuietTickNanoseconds,
                peerName: peerName, unit: "ns", goal: "<= 2x the pure tick",
                met: pureQuietTickNanoseconds.map { engine <= 2 * $0 } ?? false),
            BenchmarkResult(
                name: "floor: an input through a class-held session, in quiet blocks",
                ours: floor, peer: pureQuietTickNanoseconds, peerName: peerName, unit: "ns",
                goal: "reported", met: true),
            // Issue 36's goal is either: this row within 1.5x the floor, or the batched row
            // below it.
            BenchmarkResult(
                name: "engine " + quietTickRowName + ", one advance(by:) a tick", ours: engine,
                peer: floor, peerName: "the class-held floor", unit: "ns",
                goal: "<= 1.5x the floor, or the next row < it",
                met: engine <= 1.5 * floor || batched < floor),
            BenchmarkResult(
                name: "engine " + quietTickRowName + ", a block's ticks in one advance(by:count:)",
                ours: batched, peer: floor, peerName: "the class-held floor", unit: "ns",
                goal: "< the floor", met: batched < floor),
            BenchmarkResult(
                name: "the same input to a session held in a local variable (no access check)",
                ours: unchecked, peer: pureQuietTickNanoseconds, peerName: peerName, unit: "ns",
                goal: "reported", met: true),
        ]
    }

    /// One pass over the feature with a new player, timed in blocks: the median quiet tick;
    /// when `batched`, each block's ticks go in one ``Player/advance(by:count:)``.
    private func quietTickNanoseconds(_ timerFloor: UInt64, batched: Bool) throws -> Double {
        let player = try makePlayer()
        defer { player.close() }
        let counts = EventCounts()
        player.observe { _ in counts.value.withLock { $0.events += 1 } }
        player.send(.play)
        var eventsBefore = counts.value.withLock { $0.events }
        let nanoseconds = QuietTickTiming.medianQuietTickNanoseconds(
            tickCount: Self.tickCount, timerFloor: timerFloor,
            runTicks: { ticks in
                if batched {
                    player.advance(by: Self.tickStep, count: ticks.count)
                } else {
                    for _ in ticks {
                        player.advance(by: Self.tickStep)
                    }
                }
            },
            blockWasQuiet: {
                let events = counts.value.withLock { $0.events }
                defer { eventsBefore = events }
                return events == eventsBefore
            })
        try Self.expectEnded(player)
        return nanoseconds
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
                unit: "ms", goal: "ratio <= 0.01", met: median(ours) <= median(peer) * 0.01)
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
                name: "engine tick, FFmpeg-backed cues, median", ours: Double(median),
                peer: pureTickNanoseconds,
                peerName: pureTickNanoseconds == nil ? nil : "pure ControlModel tick, median",
                unit: "ns", goal: "reported (the pure median is the timer's)", met: true)
        ]
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
    /// The cost, timed in quiet blocks as a tick is, of `handleNothing`: handing a session an
    /// input that changes nothing (no stop position, none before), which returns how many
    /// outputs came back. Held in a class (``SessionHolder``), the session is accessed as
    /// `Player` accesses it, checked for exclusivity at run time: the least a player's step
    /// can cost.
    fileprivate static func quietInputNanoseconds(
        _ timerFloor: UInt64, _ handleNothing: () -> Int
    ) -> Double {
        var outputs = 0
        let nanoseconds = QuietTickTiming.medianQuietTickNanoseconds(
            tickCount: 100_000 * QuietTickTiming.ticksPerBlock, timerFloor: timerFloor,
            runTicks: { ticks in
                for _ in ticks {
                    outputs += handleNothing()
                }
            },
            blockWasQuiet: { true })
        precondition(outputs == 0, "an input that changes nothing puts nothing out")
        return nanoseconds
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
        session.handle(.stopAt(nil)).outputs.count
    }
}

/// What the player's observer (a `@Sendable` closure) has counted.
private final class EventCounts: Sendable {
    let value = Mutex((events: 0, captionsShown: 0))
}
