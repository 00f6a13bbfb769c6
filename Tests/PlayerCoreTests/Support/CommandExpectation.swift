import PlayerCore
import Testing

/// Applies `command` to `fixture` at its `now` and checks the effects and the observable
/// state: the fixture's state with `changes` applied and, as for every accepted user command,
/// the controls shown. In the locked fixture every command but Unlock must instead be refused,
/// announced, and leave the state alone.
func expectOutcome(
    of command: PlayerCommand, in fixture: PlayerFixture, effects: [PlayerEffect],
    changes: (inout Observed) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var state = fixture.state
    let before = Observed(state)
    let reduction = state.apply(command, at: PlayerFixture.now)
    if fixture == .locked && command != .unlock {
        #expect(reduction.rejection == .controlsLocked, sourceLocation: sourceLocation)
        #expect(reduction.effects == [.announce(.controlsLocked)], sourceLocation: sourceLocation)
        #expect(Observed(state) == before, sourceLocation: sourceLocation)
        return
    }
    var expected = before
    changes(&expected)
    expected.controlsVisible = true
    #expect(reduction.rejection == nil, sourceLocation: sourceLocation)
    #expect(reduction.effects == effects, sourceLocation: sourceLocation)
    #expect(Observed(state) == expected, sourceLocation: sourceLocation)
}
