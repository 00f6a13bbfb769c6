import PlayerCore
import Testing

/// One rule says when playback has ended, whether the end is played into or sought to: at
/// the very end of on-demand media a started player has ended and Play becomes Replay, as an
/// HTML media element's `ended` is true once its position is at the end, paused or not.
@Suite struct EndOfPlaybackRuleTests {
    private static let duration = MediaTime.seconds(60)

    private func started() -> PlayerState {
        var state = PlayerState()
        _ = state.apply(.sourceOpened(SourceDescription(duration: Self.duration)), at: .zero)
        _ = state.apply(.play, at: .zero)
        return state
    }

    @Test func playedToTheEndSaysReplay() {
        var state = started()
        _ = state.apply(.tick, at: .seconds(60))
        #expect(state.playback == .ended)
        #expect(state.playButtonAction == .replay)
    }

    /// Started, paused at 5 s, then sought to the very end.
    private func scrubbedToTheEnd() -> PlayerState {
        var state = started()
        _ = state.apply(.pause, at: .seconds(5))
        _ = state.apply(.seek(to: Self.duration), at: .seconds(6))
        return state
    }

    @Test func pausedThenScrubbedToTheEndSaysReplayAndReplayStartsAgain() {
        var state = scrubbedToTheEnd()
        #expect(state.playback == .ended)
        #expect(state.playButtonAction == .replay)
        let replay = state.apply(.play, at: .seconds(7))
        #expect(replay.effects.first == .seekSource(to: .zero))
        #expect(state.playback == .playing)
        #expect(state.position == .zero)
    }

    @Test func scrubbedAwayFromTheEndSaysPlayAgain() {
        var state = scrubbedToTheEnd()
        _ = state.apply(.seek(to: .seconds(30)), at: .seconds(7))
        #expect(state.playback == .paused)
        #expect(state.playButtonAction == .play)
    }
}
