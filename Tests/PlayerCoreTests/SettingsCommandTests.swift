import PlayerCore
import Testing

/// Sound, lock, panels, controls and track choices in every fixture.
@Suite struct SettingsCommandTests {
    @Test(arguments: PlayerFixture.allCases)
    func mute(_ fixture: PlayerFixture) {
        expectOutcome(of: .mute, in: fixture, effects: [.setOutputVolume(0)]) { $0.isMuted = true }
    }

    @Test(arguments: PlayerFixture.allCases)
    func unmuteWhenNotMutedChangesNothing(_ fixture: PlayerFixture) {
        expectOutcome(of: .unmute, in: fixture, effects: [])
    }

    @Test(arguments: PlayerFixture.allCases)
    func toggleMute(_ fixture: PlayerFixture) {
        expectOutcome(of: .toggleMute, in: fixture, effects: [.setOutputVolume(0)]) {
            $0.isMuted = true
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func setVolume(_ fixture: PlayerFixture) {
        expectOutcome(of: .setVolume(0.25), in: fixture, effects: [.setOutputVolume(0.25)]) {
            $0.volume = 0.25
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func lock(_ fixture: PlayerFixture) {
        expectOutcome(of: .lock, in: fixture, effects: [.announce(.locked)]) {
            $0.isLocked = true
            $0.openPanel = nil
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func unlock(_ fixture: PlayerFixture) {
        expectOutcome(
            of: .unlock, in: fixture, effects: fixture == .locked ? [.announce(.unlocked)] : []
        ) { $0.isLocked = false }
    }

    @Test(arguments: PlayerFixture.allCases)
    func selectCaptions(_ fixture: PlayerFixture) {
        let english = PlayerFixture.englishText
        expectOutcome(
            of: .selectCaptions(.track(english.id)), in: fixture,
            effects: [.showCaptionTrack(english.id), .announce(.captionsSelected(english))]
        ) {
            $0.captions = .track(english.id)
            $0.displayedCaptionTrack = english.id
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func selectAudioInAnotherLanguageShowsItsForcedCaptions(_ fixture: PlayerFixture) {
        let french = PlayerFixture.frenchAudio
        let forced = PlayerFixture.frenchForced.id
        expectOutcome(
            of: .selectAudio(french.id), in: fixture,
            effects: [
                .selectAudioTrack(french.id), .showCaptionTrack(forced),
                .announce(.audioSelected(french)),
            ]
        ) {
            $0.audioTrack = french.id
            $0.displayedCaptionTrack = forced
        }
    }

    @Test(arguments: PlayerFixture.allCases)
    func openPanel(_ fixture: PlayerFixture) {
        expectOutcome(of: .openPanel(.audio), in: fixture, effects: []) { $0.openPanel = .audio }
    }

    @Test(arguments: PlayerFixture.allCases)
    func closePanel(_ fixture: PlayerFixture) {
        expectOutcome(of: .closePanel, in: fixture, effects: []) { $0.openPanel = nil }
    }

    @Test(arguments: PlayerFixture.allCases)
    func showControls(_ fixture: PlayerFixture) {
        expectOutcome(of: .showControls, in: fixture, effects: [])
    }

    @Test func choosingAnUnknownTrackIsRefusedWithTheTrack() {
        var state = PlayerFixture.paused.state
        let before = state
        let missing = TrackID(rawValue: 99)
        #expect(
            state.apply(.selectCaptions(.track(missing)), at: PlayerFixture.now).rejection
                == .unknownTrack(missing))
        #expect(
            state.apply(.selectAudio(missing), at: PlayerFixture.now).rejection
                == .unknownTrack(missing))
        #expect(state == before)
    }
}
