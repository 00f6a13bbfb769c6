import PlayerCore
import Testing

/// Rewind, Forward and seeks in every fixture: 60 s on demand, live edge at 300 s.
@Suite struct SeekCommandTests {
    private func seekEffects(_ target: MediaTime) -> [PlayerEffect] {
        [.seekSource(to: target), .announce(.seeked(to: target))]
    }

    @Test(arguments: PlayerFixture.allCases)
    func rewind(_ fixture: PlayerFixture) {
        let target: MediaTime =
            switch fixture {
            case .idle: .zero
            case .ended: .seconds(50)
            case .live: .seconds(240)
            case .playing, .paused, .locked, .panelOpen: .seconds(20)
            }
        expectOutcome(of: .rewind, in: fixture, effects: seekEffects(target)) {
            $0.position = target
            $0.pendingSeek = target
            if fixture == .ended { $0.playback = .paused }
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func forward(_ fixture: PlayerFixture) {
        let target: MediaTime =
            switch fixture {
            case .idle: .seconds(10)
            case .ended: .seconds(60)
            case .live: .seconds(260)
            case .playing, .paused, .locked, .panelOpen: .seconds(40)
            }
        // From the end, Forward stays at the end: playback stays ended (Replay).
        expectOutcome(of: .forward, in: fixture, effects: seekEffects(target)) {
            $0.position = target
            $0.pendingSeek = target
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func seekByFortyFiveSeconds(_ fixture: PlayerFixture) {
        switch fixture {
        case .idle:
            expectOutcome(
                of: .seek(by: .seconds(45)), in: fixture, effects: seekEffects(.seconds(45))
            ) {
                $0.position = .seconds(45)
                $0.pendingSeek = .seconds(45)
            }
        case .paused:
            // Clamped to the end: a paused player sought to the end has ended, as a playing
            // one has (Replay), without being told to stop again.
            expectOutcome(
                of: .seek(by: .seconds(45)), in: fixture,
                effects: seekEffects(.seconds(60)) + [.announce(.ended)]
            ) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
                $0.playback = .ended
            }
        case .ended:
            // Already at the end: it stays ended, and says so only once.
            expectOutcome(
                of: .seek(by: .seconds(45)), in: fixture, effects: seekEffects(.seconds(60))
            ) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
            }
        case .playing, .locked, .panelOpen:
            // Reaching the end while playing ends playback.
            expectOutcome(
                of: .seek(by: .seconds(45)), in: fixture,
                effects: seekEffects(.seconds(60)) + [.setPlaying(false), .announce(.ended)]
            ) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
                $0.playback = .ended
            }
        case .live:
            expectOutcome(
                of: .seek(by: .seconds(45)), in: fixture, effects: seekEffects(.seconds(295))
            ) {
                $0.position = .seconds(295)
                $0.pendingSeek = .seconds(295)
            }
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func seekToBeforeTheStartClampsToZero(_ fixture: PlayerFixture) {
        expectOutcome(of: .seek(to: .seconds(-5)), in: fixture, effects: seekEffects(.zero)) {
            $0.position = .zero
            $0.pendingSeek = .zero
            if fixture == .ended { $0.playback = .paused }
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func seekToPastTheEndClampsToTheEndOrTheLiveEdge(_ fixture: PlayerFixture) {
        let target = MediaTime.seconds(400)
        switch fixture {
        case .live:
            expectOutcome(of: .seek(to: target), in: fixture, effects: seekEffects(.seconds(300))) {
                $0.position = .seconds(300)
                $0.pendingSeek = .seconds(300)
            }
        case .idle:
            expectOutcome(of: .seek(to: target), in: fixture, effects: seekEffects(.seconds(60))) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
            }
        case .paused:
            expectOutcome(
                of: .seek(to: target), in: fixture,
                effects: seekEffects(.seconds(60)) + [.announce(.ended)]
            ) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
                $0.playback = .ended
            }
        case .ended:
            expectOutcome(of: .seek(to: target), in: fixture, effects: seekEffects(.seconds(60))) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
            }
        case .playing, .locked, .panelOpen:
            expectOutcome(
                of: .seek(to: target), in: fixture,
                effects: seekEffects(.seconds(60)) + [.setPlaying(false), .announce(.ended)]
            ) {
                $0.position = .seconds(60)
                $0.pendingSeek = .seconds(60)
                $0.playback = .ended
            }
        }
    }
}
