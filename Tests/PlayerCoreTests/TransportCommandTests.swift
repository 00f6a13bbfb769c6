import PlayerCore
import Testing

/// Play, Pause and Play/Pause in every fixture.
@Suite struct TransportCommandTests {
    @Test(arguments: PlayerFixture.allCases)
    func play(_ fixture: PlayerFixture) {
        switch fixture {
        case .idle:
            expectOutcome(
                of: .play, in: fixture,
                effects: [.setPlaying(true), .announce(.programStarted(PlayerFixture.metadata))]
            ) { $0.playback = .playing }
        case .paused:
            expectOutcome(of: .play, in: fixture, effects: [.setPlaying(true)]) {
                $0.playback = .playing
            }
        case .ended:
            // Replay: back to zero, waiting for the source to get there.
            expectOutcome(
                of: .play, in: fixture,
                effects: [.seekSource(to: .zero), .announce(.seeked(to: .zero)), .setPlaying(true)]
            ) {
                $0.playback = .playing
                $0.position = .zero
                $0.pendingSeek = .zero
            }
        case .playing, .live, .locked, .panelOpen:
            expectOutcome(of: .play, in: fixture, effects: [])
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func pause(_ fixture: PlayerFixture) {
        switch fixture {
        case .playing, .live, .locked, .panelOpen:
            expectOutcome(of: .pause, in: fixture, effects: [.setPlaying(false)]) {
                $0.playback = .paused
            }
        case .idle, .paused, .ended:
            expectOutcome(of: .pause, in: fixture, effects: [])
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func togglePlayPause(_ fixture: PlayerFixture) {
        switch fixture {
        case .idle:
            expectOutcome(
                of: .togglePlayPause, in: fixture,
                effects: [.setPlaying(true), .announce(.programStarted(PlayerFixture.metadata))]
            ) { $0.playback = .playing }
        case .paused:
            expectOutcome(of: .togglePlayPause, in: fixture, effects: [.setPlaying(true)]) {
                $0.playback = .playing
            }
        case .ended:
            expectOutcome(
                of: .togglePlayPause, in: fixture,
                effects: [.seekSource(to: .zero), .announce(.seeked(to: .zero)), .setPlaying(true)]
            ) {
                $0.playback = .playing
                $0.position = .zero
                $0.pendingSeek = .zero
            }
        case .playing, .live, .locked, .panelOpen:
            expectOutcome(of: .togglePlayPause, in: fixture, effects: [.setPlaying(false)]) {
                $0.playback = .paused
            }
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func slowMotionOn(_ fixture: PlayerFixture) {
        let half = PlaybackRate(numerator: 1, denominator: 2)
        expectOutcome(
            of: .slowMotion(.on), in: fixture,
            effects: [.setRate(half), .announce(.slowMotion(true))]
        ) { $0.isSlowMotion = true }
    }

    @Test(arguments: PlayerFixture.allCases)
    func slowMotionOffWhenAlreadyOffChangesNothing(_ fixture: PlayerFixture) {
        expectOutcome(of: .slowMotion(.off), in: fixture, effects: [])
    }

    @Test(arguments: PlayerFixture.allCases)
    func close(_ fixture: PlayerFixture) {
        expectOutcome(of: .close, in: fixture, effects: [.stop]) {
            $0.playback = .idle
            $0.openPanel = nil
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func tickWithoutTimePassingChangesNothingEvenWhenLocked(_ fixture: PlayerFixture) {
        var state = fixture.state
        let before = Observed(state)
        let reduction = state.apply(.tick, at: PlayerFixture.now)
        #expect(reduction == PlayerReduction())
        #expect(Observed(state) == before)
    }
}
