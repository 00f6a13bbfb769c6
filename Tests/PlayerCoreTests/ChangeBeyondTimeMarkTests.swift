import PlayerCore
import Testing

/// The state marks a change in more than time passing changes as its fields are set, for its
/// mirror (a control model) to rebuild from, with no comparison of the whole state (issue 36).
/// The position, the live edge, the last interaction and the times a phase was entered at
/// are time's; every other field, and a phase change beyond those times, is marked.
@Suite("A state marks its changes beyond time")
struct ChangeBeyondTimeMarkTests {
    /// The fixture's state with its mark taken, as a mirror takes it.
    private func taken(_ fixture: PlayerFixture) -> PlayerState {
        var state = fixture.state
        _ = state.takeChangeBeyondTime()
        return state
    }

    @Test func aCommandThatChangesAFieldMarksTheStateUntilTaken() {
        var state = taken(.paused)
        #expect(!state.hasChangeBeyondTime)
        _ = state.apply(.mute, at: PlayerFixture.now)
        #expect(state.hasChangeBeyondTime)
        let took = state.takeChangeBeyondTime()
        #expect(took)
        #expect(!state.hasChangeBeyondTime)
        let tookAgain = state.takeChangeBeyondTime()
        #expect(!tookAgain)
    }

    @Test func timePassingWhilePlayingIsNoChangeBeyondTime() {
        // Playing at 30 s with a panel open, so the controls stay up.
        var state = taken(.panelOpen)
        _ = state.apply(.tick, at: .seconds(103))
        #expect(state.position == .seconds(33))
        #expect(!state.hasChangeBeyondTime)
        // Bringing up controls already up touches only the last interaction.
        #expect(state.controlsVisible)
        _ = state.apply(.showControls, at: .seconds(104))
        #expect(!state.hasChangeBeyondTime)
        // Closing the panel is a change; five seconds untouched then hide the controls, one
        // more.
        _ = state.apply(.closePanel, at: .seconds(104))
        #expect(state.hasChangeBeyondTime)
        _ = state.takeChangeBeyondTime()
        _ = state.apply(.tick, at: .seconds(109))
        #expect(!state.controlsVisible)
        #expect(state.hasChangeBeyondTime)
    }

    @Test func aPausedSeekIsAChangeBeyondTimeThoughNoNewsForTheLog() {
        var state = taken(.paused)
        state.markChangeTold()
        // Paused becomes seeking-then-paused: the viewer is told nothing yet, but the phase
        // changed in more than its times.
        _ = state.apply(.seek(to: .seconds(50)), at: PlayerFixture.now)
        #expect(state.pendingSeek == .seconds(50))
        #expect(!state.hasUntoldChange)
        #expect(state.hasChangeBeyondTime)
        _ = state.takeChangeBeyondTime()
        _ = state.apply(.seekCompleted(.seconds(50)), at: PlayerFixture.now)
        #expect(state.position == .seconds(50))
        #expect(!state.hasUntoldChange)
        #expect(state.hasChangeBeyondTime)
    }

    @Test func aLiveEdgeReloadIsTimesChange() {
        var state = taken(.live)
        _ = state.apply(.liveEdgeMoved(.seconds(306)), at: .seconds(101))
        #expect(state.liveEdge == .seconds(306))
        #expect(!state.hasChangeBeyondTime)
    }

    @Test func whetherTheMarkWasTakenIsNoPartOfTheStatesValue() {
        var state = taken(.paused)
        _ = state.apply(.mute, at: PlayerFixture.now)
        let marked = state
        _ = state.takeChangeBeyondTime()
        #expect(state == marked)
        #expect(state.hashValue == marked.hashValue)
    }
}
