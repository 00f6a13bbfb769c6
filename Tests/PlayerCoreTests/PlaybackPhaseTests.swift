import PlayerCore
import Testing

/// A one-minute source opened at host time zero.
private func openedState() -> PlayerState {
    var state = PlayerState()
    _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
    return state
}

/// The source playing from host time zero, a seek to `target` asked for at 1 s.
private func seekingWhilePlaying(to target: MediaTime) -> PlayerState {
    var state = openedState()
    _ = state.apply(.play, at: .zero)
    _ = state.apply(.seek(to: target), at: .seconds(1))
    return state
}

/// The playback phase is one value whose cases carry their own data (issue 36): the clock
/// only while playing, the target and what follows only while seeking.
@Suite("The playback phase")
struct PlaybackPhaseTests {
    @Test func playingCarriesTheClockAnchoredWherePlayStarted() {
        var state = openedState()
        #expect(state.phase == .idle)
        _ = state.apply(.play, at: .seconds(2))
        #expect(
            state.phase
                == .playing(clock: MediaClock(media: .zero, at: .seconds(2), isRunning: true)))
        _ = state.apply(.tick, at: .seconds(5))
        #expect(state.position == .seconds(3))
    }

    @Test func seekingCarriesItsTargetAndWhatFollowsIt() {
        var state = seekingWhilePlaying(to: .seconds(30))
        #expect(state.phase == .seeking(target: .seconds(30), then: .playing, since: .seconds(1)))
        #expect(state.playback == .playing)
        #expect(state.pendingSeek == .seconds(30))
        // Paused before the source got there: the seek now ends paused, time still held.
        _ = state.apply(.pause, at: .seconds(2))
        #expect(state.phase == .seeking(target: .seconds(30), then: .paused, since: .seconds(1)))
        _ = state.apply(.tick, at: .seconds(3))
        #expect(state.position == .seconds(30))
        // A completion for another target is stale and changes nothing.
        #expect(
            state.apply(.seekCompleted(.seconds(20)), at: .seconds(3)).rejection
                == .staleSeekCompletion(.seconds(20)))
        _ = state.apply(.seekCompleted(.seconds(30)), at: .seconds(3))
        #expect(state.phase == .paused)
        #expect(state.pendingSeek == nil)
    }

    @Test func aSeekCompletedWhilePlayingStartsTheClockThere() {
        var state = seekingWhilePlaying(to: .seconds(30))
        _ = state.apply(.seekCompleted(.seconds(30)), at: .seconds(4))
        #expect(
            state.phase
                == .playing(
                    clock: MediaClock(media: .seconds(30), at: .seconds(4), isRunning: true)))
        _ = state.apply(.tick, at: .seconds(6))
        #expect(state.position == .seconds(32))
    }

    @Test func seekingToTheEndWhilePlayingEndsOnceThere() {
        var state = seekingWhilePlaying(to: .seconds(90))
        #expect(state.phase == .seeking(target: .seconds(60), then: .ended, since: .seconds(1)))
        _ = state.apply(.seekCompleted(.seconds(60)), at: .seconds(1))
        #expect(state.phase == .ended)
    }

    @Test func closingLeavesNoSeekAndReportsIdle() {
        var state = seekingWhilePlaying(to: .seconds(10))
        _ = state.apply(.close, at: .seconds(1))
        #expect(state.phase == .closed)
        #expect(state.playback == .idle)
        #expect(state.pendingSeek == nil)
    }

    @Test func theEndOfTheStreamGivesUpAPendingSeek() {
        var state = seekingWhilePlaying(to: .seconds(50))
        _ = state.apply(.endOfStream, at: .seconds(2))
        #expect(state.phase == .ended)
        #expect(state.pendingSeek == nil)
    }
}
