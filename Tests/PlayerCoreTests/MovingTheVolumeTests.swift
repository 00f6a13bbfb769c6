import PlayerCore
import Testing

/// Moving the volume while muted unmutes, as Video.js's volume bar does: it unmutes, then
/// sets the level it was moved to (src/js/control-bar/volume-control/volume-bar.js,
/// `checkMuted` before `volume(...)` in `handleMouseMove`, `stepForward` and `stepBack`).
@Suite struct MovingTheVolumeTests {
    private func mutedAtFullVolume() -> PlayerState {
        var state = PlayerState()
        _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
        _ = state.apply(.mute, at: .zero)
        return state
    }

    @Test func settingTheVolumeWhileMutedUnmutesAtThatLevel() {
        var state = mutedAtFullVolume()
        let reduction = state.apply(.setVolume(0.4), at: .zero)
        #expect(reduction.effects == [.setOutputVolume(0.4)])
        #expect(!state.isMuted)
        #expect(state.volume == 0.4)
        #expect(state.outputVolume == 0.4)
    }

    /// Moved all the way down while muted: unmuted, but at level 0 nothing is heard, so the
    /// output stays silent and nothing is sent to it.
    @Test func movingTheVolumeToZeroWhileMutedStaysSilent() {
        var state = mutedAtFullVolume()
        #expect(state.apply(.setVolume(0), at: .zero).effects == [])
        #expect(!state.isMuted)
        #expect(state.isEffectivelyMuted)
    }
}
