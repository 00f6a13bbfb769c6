import PlayerCore
import Testing

/// The fixtures the command tests start from are what their names say.
@Suite struct PlayerFixtureTests {
    @Test(arguments: PlayerFixture.allCases)
    func fixtureIsInTheDescribedState(_ fixture: PlayerFixture) {
        let state = fixture.state
        let playback: [PlayerFixture: Playback] = [
            .idle: .idle, .playing: .playing, .paused: .paused, .ended: .ended, .live: .playing,
            .locked: .playing, .panelOpen: .playing,
        ]
        let position: [PlayerFixture: MediaTime] = [
            .idle: .zero, .playing: .seconds(30), .paused: .seconds(30), .ended: .seconds(60),
            .live: .seconds(250), .locked: .seconds(30), .panelOpen: .seconds(30),
        ]
        let controlsVisible: [PlayerFixture: Bool] = [
            .idle: true, .playing: false, .paused: true, .ended: true, .live: false, .locked: false,
            .panelOpen: true,
        ]
        #expect(state.playback == playback[fixture])
        #expect(state.position == position[fixture])
        #expect(state.controlsVisible == controlsVisible[fixture])
        #expect(state.isLocked == (fixture == .locked))
        #expect(state.openPanel == (fixture == .panelOpen ? .closedCaptions : nil))
        #expect(state.isLive == (fixture == .live))
        #expect(state.audioTrack == PlayerFixture.englishAudio.id)
        #expect(state.captions == .off)
        #expect(state.displayedCaptionTrack == nil)
        #expect(state.pendingSeek == nil)
    }
}
