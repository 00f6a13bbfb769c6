import Foundation
import PlayerCore
import PlayerEngine
import PlayerTesting
import Synchronization
import Testing

/// A host clock that moves only when the run loop waits on it, straight to the deadline, and
/// keeps every deadline it was asked to wait for (nil: until an input). A wait with no
/// deadline first runs `whenIdle`, then really waits for the signal; a loop that never stops
/// polling is ended after a thousand waits, so that such a loop fails the test rather than
/// hanging it.
private final class WaitRecordingClock: PlayerClock {
    private let state = Mutex<(now: HostTime, waits: [HostTime?])>((.zero, []))
    private let whenIdle: @Sendable () -> Void
    /// The inbox of the player run on the clock, for ending a polling loop.
    let inbox = Mutex<PlayerInbox?>(nil)

    init(whenIdle: @escaping @Sendable () -> Void = {}) {
        self.whenIdle = whenIdle
    }

    var now: HostTime { state.withLock { $0.now } }

    /// Every deadline waited for, in order.
    var waits: [HostTime?] { state.withLock { $0.waits } }

    func sleep(until deadline: HostTime) {
        record(deadline)
    }

    func wait(until deadline: HostTime?, orUntil signal: WakeSignal) {
        guard !signal.lowerIfRaised() else { return }
        record(deadline)
        guard deadline == nil else { return }
        whenIdle()
        signal.wait()
    }

    private func record(_ deadline: HostTime?) {
        let count = state.withLock { state in
            state.waits.append(deadline)
            if let deadline { state.now = max(state.now, deadline) }
            return state.waits.count
        }
        if count == 1_000 {
            inbox.withLock { $0 }?.post(.command(.close))
        }
    }
}

@Suite("The real-time run loop waits for what comes next")
struct RunLoopWaitTests {
    /// Ten seconds of programme with no caption chosen: what happens is the spoken time, the
    /// controls hiding and the end.
    private let source = SyntheticSource(duration: .seconds(10), tracks: [])

    /// The instants the session names, one after another, as a manual clock visits them from
    /// Play until `stop`: what a loop that waits only for the next instant must wait for.
    private func namedInstants(until stop: MediaTime) throws -> [HostTime] {
        let player = try Player(source: source, options: PlayerOptions(clock: .manual))
        defer { player.close() }
        player.send(.play)
        var instants: [HostTime] = []
        while let next = player.nextEventTime(), next <= HostTime.zero.advanced(by: stop) {
            instants.append(next)
            player.advance(to: next)
        }
        return instants
    }

    @Test func itSleepsUntilEachInstantTheSessionNamesAndNoOther() throws {
        let clock = WaitRecordingClock()
        let player = try Player(source: source, options: PlayerOptions(clock: .realTime(clock)))
        defer { player.close() }
        clock.inbox.withLock { $0 = player.inbox }
        player.send(.play)
        player.run(until: .seconds(4))

        #expect(player.position == .seconds(4))
        #expect(clock.waits == (try namedInstants(until: .seconds(4))))
    }

    @Test func anInputPostedFromAnotherThreadWakesItAtOnce() throws {
        let posted = Mutex<PlayerInbox?>(nil)
        let clock = WaitRecordingClock(whenIdle: {
            // The loop waits for an input: another thread sends Play.
            let inbox = posted.withLock { $0 }
            Thread { inbox?.post(.command(.play)) }.start()
        })
        let player = try Player(source: source, options: PlayerOptions(clock: .realTime(clock)))
        defer { player.close() }
        clock.inbox.withLock { $0 = player.inbox }
        posted.withLock { $0 = player.inbox }
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.run(until: .seconds(2), stopWhenFinished: false)

        // Paused with nothing scheduled, the loop waited for an input, not for a frame.
        #expect(clock.waits.first == .some(nil))
        // Play was taken in where the wait began: waiting for it did not move the clock.
        let playing = recorder.events.first {
            guard case .stateChanged(let report) = $0.event else { return false }
            return report.state.playback == .playing
        }
        #expect(playing?.sessionTime == .zero)
        #expect(player.position == .seconds(2))
    }
}
