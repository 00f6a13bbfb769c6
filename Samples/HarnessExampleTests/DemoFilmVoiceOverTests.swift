// A test a reader can copy into their own test target: the demo film played on a manual clock
// and driven the way a VoiceOver user drives it, checked against what they should hear. The
// package builds and runs it with its own tests (`swift test --filter DemoFilmVoiceOver`).
import Foundation
import PlayerCore
import PlayerEngine
import PlayerTesting
import PlayerTestingMedia
import Testing

@Suite("The demo film, as a VoiceOver user hears it")
struct DemoFilmVoiceOverTests {
    /// Samples/demo.mkv, found from this file so the test runs from any folder.
    static let film = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo.mkv").path

    /// English captions on, SDH first: what a viewer who needs captions chooses.
    static let options = PlayerOptions(
        trackPreferences: TrackPreferences(
            preferredLanguages: ["en"], captionsAlwaysOn: true, prefersSDH: true),
        screenReaderRunning: true)

    @Test func swipingToPlayAndDoubleTappingPlaysWithCaptions() throws {
        let harness = try PlayerHarness(path: Self.film, options: Self.options)
        defer { harness.close() }
        // VoiceOver's cursor lands on the first element as the player screen appears.
        #expect(harness.player.screenReader?.focus == .control(.close))
        #expect(harness.swipe(to: .control(.playPause)) == "Play, button, Double tap to activate")
        #expect(harness.doubleTap() == "Pause")
        let mark = harness.mark()
        harness.advance(by: .seconds(6))
        // The first two cues of the English SDH track, in the order they appear.
        #expect(
            harness.transcript(since: mark).captions
                == ["[DOOR CREAKS OPEN]", "ANNA: Is anyone here?"])
        #expect(harness.player.state.playback == .playing)
    }

    @Test func theLockedScreenRefusesToSeek() throws {
        let harness = try PlayerHarness(path: Self.film, options: Self.options)
        defer { harness.close() }
        harness.send(.lock)
        #expect(harness.send(.forward).rejection == .controlsLocked)
        #expect(harness.player.position == .zero)
    }
}
