import PlayerCore
import Testing

/// Behaviour over time: the media clock, coalesced seeks, the end, auto-hide, live.
@Suite struct PlaybackScenarioTests {
    private func opened(duration: MediaTime? = .seconds(600), liveEdge: MediaTime? = nil)
        -> PlayerState
    {
        var state = PlayerState()
        _ = state.apply(
            .sourceOpened(SourceDescription(duration: duration, liveEdge: liveEdge)), at: .zero)
        return state
    }

    @Test func slowMotionKeepsThePositionExactAcrossTheRateChange() {
        var clock = SteppingClock()
        var state = opened()
        _ = state.apply(.play, at: clock.now)
        clock.advance(by: .seconds(10))
        _ = state.apply(.slowMotion(.on), at: clock.now)
        #expect(state.position == .seconds(10))
        clock.advance(by: .seconds(4))
        _ = state.apply(.tick, at: clock.now)
        #expect(state.position == .seconds(12))
        _ = state.apply(.slowMotion(.toggle), at: clock.now)
        clock.advance(by: .seconds(1))
        _ = state.apply(.tick, at: clock.now)
        #expect(state.position == .seconds(13))
    }

    @Test func aChangedSlowMotionRateAppliesFromThatInstant() {
        var state = opened()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.slowMotion(.on), at: .seconds(2))
        let reduction = state.apply(.slowMotionRateChanged(0.25), at: .seconds(6))
        #expect(reduction.effects == [.setRate(PlaybackRate(numerator: 1, denominator: 4))])
        _ = state.apply(.tick, at: .seconds(10))
        // 2 s at full speed, 4 s at half, 4 s at a quarter.
        #expect(state.position == .seconds(5))
        #expect(state.apply(.slowMotionRateChanged(0), at: .seconds(10)).rejection == .invalidRate)
    }

    @Test func pausingFreezesThePosition() {
        var state = opened()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.pause, at: .seconds(3))
        _ = state.apply(.tick, at: .seconds(30))
        #expect(state.position == .seconds(3))
        _ = state.apply(.play, at: .seconds(30))
        _ = state.apply(.tick, at: .seconds(32))
        #expect(state.position == .seconds(5))
    }

    @Test func quickSkipsBeforeTheSourceCatchesUpAddUp() {
        var state = opened()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.forward, at: .seconds(30))
        _ = state.apply(.forward, at: .milliseconds(30_100))
        _ = state.apply(.forward, at: .milliseconds(30_200))
        #expect(state.position == .seconds(60))
        // A completion for an earlier target is stale; time stays put until the last one.
        #expect(
            state.apply(.seekCompleted(.seconds(40)), at: .milliseconds(30_300)).rejection
                == .staleSeekCompletion(.seconds(40)))
        _ = state.apply(.tick, at: .seconds(31))
        #expect(state.position == .seconds(60))
        #expect(state.apply(.seekCompleted(.seconds(60)), at: .seconds(31)).isAccepted)
        _ = state.apply(.tick, at: .seconds(33))
        #expect(state.position == .seconds(62))
        // Once caught up, a skip starts from where playback is.
        _ = state.apply(.rewind, at: .seconds(33))
        #expect(state.position == .seconds(52))
    }

    @Test func reachingTheEndEndsAndReplayStartsFromZero() {
        var state = opened(duration: .seconds(20))
        _ = state.apply(.play, at: .zero)
        #expect(state.apply(.tick, at: .seconds(19)).effects.isEmpty)
        let end = state.apply(.tick, at: .seconds(25))
        #expect(end.effects == [.setPlaying(false), .announce(.ended)])
        #expect(state.playback == .ended)
        #expect(state.position == .seconds(20))
        #expect(state.playButtonAction == .replay)
        _ = state.apply(.play, at: .seconds(26))
        #expect(state.position == .zero)
        #expect(state.playButtonAction == .pause)
        _ = state.apply(.seekCompleted(.zero), at: .seconds(26))
        _ = state.apply(.tick, at: .seconds(27))
        #expect(state.position == .seconds(1))
    }

    @Test func theSourceEndingEarlyMakesItsPositionTheDuration() {
        var state = opened(duration: nil)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.endOfStream, at: .seconds(42))
        #expect(state.playback == .ended)
        #expect(state.duration == .seconds(42))
        #expect(state.position == .seconds(42))
    }

    @Test func aTitledProgramIsAnnouncedWhenItFirstStarts() {
        var state = PlayerState()
        let title = TitleMetadata(title: "Demo Feature", show: "Demos")
        _ = state.apply(
            .sourceOpened(SourceDescription(duration: .seconds(60), metadata: title)), at: .zero)
        #expect(
            state.apply(.play, at: .zero).effects == [
                .setPlaying(true), .announce(.programStarted(title)),
            ])
        _ = state.apply(.pause, at: .seconds(1))
        #expect(state.apply(.play, at: .seconds(2)).effects == [.setPlaying(true)])
    }

    @Test func controlsHideAfterFiveSecondsOfPlayingWithoutInteraction() {
        var state = opened()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: .milliseconds(4_999))
        #expect(state.controlsVisible)
        _ = state.apply(.tick, at: .seconds(5))
        #expect(!state.controlsVisible)
        _ = state.apply(.showControls, at: .seconds(6))
        _ = state.apply(.tick, at: .seconds(10))
        #expect(state.controlsVisible)
        _ = state.apply(.tick, at: .seconds(11))
        #expect(!state.controlsVisible)
    }

    @Test func controlsStayWhilePausedAndLongerWithAScreenReader() {
        var paused = opened()
        _ = paused.apply(.tick, at: .seconds(60))
        #expect(paused.controlsVisible)

        var state = opened()
        _ = state.apply(.screenReaderChanged(true), at: .zero)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: .seconds(14))
        #expect(state.controlsVisible)
        _ = state.apply(.tick, at: .seconds(15))
        #expect(!state.controlsVisible)
        _ = state.apply(.showControls, at: .seconds(59))
        _ = state.apply(.screenReaderChanged(false), at: .seconds(60))
        _ = state.apply(.tick, at: .seconds(64))
        #expect(!state.controlsVisible)
        _ = state.apply(.screenReaderChanged(true), at: .seconds(65))
        #expect(state.controlsVisible)
    }

    @Test func playbackGoesOnWhileLocked() {
        var state = opened()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.lock, at: .seconds(1))
        #expect(state.apply(.pause, at: .seconds(2)).rejection == .controlsLocked)
        _ = state.apply(.tick, at: .seconds(4))
        #expect(state.position == .seconds(4))
        #expect(state.availability(of: .unlock) == nil)
        #expect(state.availability(of: .forward) == .controlsLocked)
    }

    @Test func liveSeeksClampToTheMovingEdgeAndNeverEnd() {
        var state = opened(duration: nil, liveEdge: .seconds(100))
        #expect(state.position == .seconds(100))
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: .seconds(5))
        // The position waits at the edge until the source has more.
        #expect(state.position == .seconds(100))
        #expect(state.playback == .playing)
        _ = state.apply(.liveEdgeMoved(.seconds(110)), at: .seconds(5))
        _ = state.apply(.tick, at: .seconds(6))
        #expect(state.position == .seconds(101))
        _ = state.apply(.seek(by: .seconds(30)), at: .seconds(6))
        #expect(state.position == .seconds(110))
    }

    @Test func unmutingAtZeroVolumeRestoresAnAudibleLevel() {
        var state = opened()
        _ = state.apply(.setVolume(0), at: .zero)
        #expect(state.isEffectivelyMuted)
        let reduction = state.apply(.toggleMute, at: .zero)
        #expect(reduction.effects == [.setOutputVolume(PlayerState.unmuteVolume)])
        #expect(!state.isEffectivelyMuted)
        #expect(state.apply(.setVolume(7), at: .zero).effects == [.setOutputVolume(1)])
        #expect(state.apply(.setVolume(.nan), at: .zero).rejection == .invalidVolume)
    }
}
