import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with no captions.
private let program = SyntheticSource(duration: .seconds(60), tracks: [], cues: [:])

/// VoiceOver's cursor as the player screen appears: on the first element, or on the one the
/// app names, said in a `focus` line at the session's start (issue 38).
@Suite("The cursor when the player screen appears")
struct AppearingScreenFocusTests {
    /// The focus events among `driver`'s current values, as (id, utterance).
    private func startingFocus(_ driver: SessionDriver) -> [(String, String)] {
        driver.session.currentValues().compactMap { logged in
            guard case .focusMoved(let id, let utterance) = logged.event else { return nil }
            return (id, utterance)
        }
    }

    @Test func withAScreenReaderTheCursorStartsOnTheFirstElementAndSaysIt() throws {
        var driver = try SessionDriver(source: program, configuration: SessionConfiguration())
        let focus = startingFocus(driver)
        #expect(focus.map(\.0) == ["close"])
        #expect(focus.first?.1 == "Close, button, Double tap to activate")
        #expect(driver.session.screenReader?.focus == .control(.close))
        // A swipe right then moves on from there, as from VoiceOver's first element, to Rewind
        // 10 (the untitled program shows no title).
        driver.handle(.action(.gesture(.next)), at: .zero)
        #expect(driver.session.screenReader?.focus == .control(.rewind))
    }

    @Test func theElementTheSkinNamesGetsTheCursor() throws {
        var skin = Skin.standard
        skin.initialFocus = .playPause
        let driver = try SessionDriver(
            source: program, configuration: SessionConfiguration(skin: skin))
        #expect(startingFocus(driver).map(\.0) == ["playPause"])
        #expect(startingFocus(driver).first?.1.hasPrefix("Play, button") == true)
    }

    @Test func withoutAScreenReaderNoCursorIsPlaced() throws {
        let driver = try SessionDriver(
            source: program, configuration: SessionConfiguration(screenReaderRunning: false))
        #expect(startingFocus(driver).isEmpty)
        #expect(driver.session.screenReader?.focus == nil)
    }
}
