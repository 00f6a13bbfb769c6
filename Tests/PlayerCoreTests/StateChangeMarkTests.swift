import PlayerCore
import Testing

/// A one-minute source opened at host time zero.
private func openedState() -> PlayerState {
    var state = PlayerState()
    _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
    state.markChangeTold()
    return state
}

/// The state marks its own changes as its fields are set, so the machine that tells them
/// needs no copy of what it told before (issue 36): a field the log reports marks the state
/// changed when it takes another value; time passing and a seek in flight do not.
@Suite("A state marks its own changes")
struct StateChangeMarkTests {
    @Test func aCommandThatChangesAReportedFieldMarksTheStateUntilTold() {
        var state = openedState()
        #expect(!state.hasUntoldChange)
        _ = state.apply(.mute, at: .seconds(1))
        #expect(state.hasUntoldChange)
        state.markChangeTold()
        #expect(!state.hasUntoldChange)
    }

    @Test func settingAFieldToTheValueItHasIsNoChange() {
        var state = openedState()
        _ = state.apply(.mute, at: .seconds(1))
        state.markChangeTold()
        // Muting a muted player and closing a panel that is not open change nothing.
        _ = state.apply(.mute, at: .seconds(2))
        _ = state.apply(.closePanel, at: .seconds(2))
        #expect(!state.hasUntoldChange)
    }

    @Test func timePassingWhilePlayingIsNoNews() {
        var state = openedState()
        _ = state.apply(.play, at: .zero)
        state.markChangeTold()
        _ = state.apply(.tick, at: .seconds(3))
        #expect(state.position == .seconds(3))
        #expect(!state.hasUntoldChange)
        // Five seconds untouched hide the controls: that is news.
        _ = state.apply(.tick, at: .seconds(5))
        #expect(!state.controlsVisible)
        #expect(state.hasUntoldChange)
    }

    @Test func aPausedSeekAndItsCompletionMoveOnlyThePosition() {
        var state = openedState()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.pause, at: .seconds(1))
        state.markChangeTold()
        _ = state.apply(.seek(to: .seconds(30)), at: .seconds(2))
        #expect(state.pendingSeek == .seconds(30))
        #expect(!state.hasUntoldChange)
        _ = state.apply(.seekCompleted(.seconds(30)), at: .seconds(2))
        #expect(state.position == .seconds(30))
        #expect(!state.hasUntoldChange)
        // Seeking to the very end ends playback, which is news.
        _ = state.apply(.play, at: .seconds(3))
        state.markChangeTold()
        _ = state.apply(.seek(to: .seconds(60)), at: .seconds(4))
        #expect(state.playback == .ended)
        #expect(state.hasUntoldChange)
    }

    @Test func whetherAChangeWasToldIsNoPartOfTheStatesValue() {
        var told = openedState()
        _ = told.apply(.mute, at: .seconds(1))
        let untold = told
        told.markChangeTold()
        #expect(told == untold)
        #expect(told.hashValue == untold.hashValue)
    }
}
