import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import PlayerTestingMedia
import Testing

/// The rotor, Full Keyboard Access, Voice Control and TalkBack through the harness, on the
/// demo film, beyond the walks docs/ASSISTIVE-TECHNOLOGIES.md shows.
@Suite struct AssistiveTechnologyTests {
    static func harness(
        screenReader: Bool = true, kind: ScreenReaderKind = .voiceOver,
        language: PlayerLanguage = .english
    ) throws -> PlayerHarness {
        var options = PlayerOptions(language: language, screenReaderRunning: screenReader)
        options.screenReaderKind = kind
        let harness = try PlayerHarness(path: DemoSession.moviePath, options: options)
        harness.player.send(.selectCaptions(.off))
        return harness
    }

    @Test func theRotorTurnsThroughItsSettingsAndRoundAgain() throws {
        let harness = try Self.harness()
        let names = (0..<4).map { _ in harness.rotate() }
        #expect(names == ["Headings", "Controls", "Adjustable values", "Headings"])
        #expect(harness.rotate(clockwise: false) == "Adjustable values")
        #expect(harness.rotor(.adjustableValues) == nil)  // already there: nothing is said
        #expect(harness.player.screenReader?.rotor == .adjustableValues)
        harness.close()
    }

    @Test func anUnknownCustomRotorIsRefused() throws {
        let harness = try Self.harness()
        #expect(harness.rotor(.named("Chapters")) == nil)
        #expect(
            harness.log().last?.hasSuffix("rejected no rotor named Chapters") == true)
        harness.close()
    }

    @Test func tabStopsAreTheEnabledButtonsAndAdjustableElements() throws {
        let harness = try Self.harness(screenReader: false)
        let end = try #require(harness.player.catalog.duration)
        harness.player.send(.seek(to: end))  // at the end, Forward is dimmed
        let stops = KeyboardFocus.tabStops(in: harness.player.model).map(\.id.identifier)
        #expect(
            stops == [
                "close", "rewind", "playPause", "slider", "volume", "volumeLevel", "slowMotion",
                "lock", "subtitles", "settings",
            ])
        #expect(harness.shiftTab()?.id == .control(.settings))
        #expect(harness.focusRing?.id == .control(.settings))
        #expect(
            harness.press(.space) == nil || harness.focusRing?.id == .option(.settings, index: 0))
        #expect(harness.press(.escape)?.id == .control(.settings))
        harness.close()
    }

    @Test func theFocusRingLeavesControlsThatHide() throws {
        let harness = try Self.harness(screenReader: false)
        harness.player.send(.play)
        #expect(harness.tab()?.id == .control(.close))
        harness.advance(by: .seconds(6))  // without a screen reader the controls hide at 5 s
        #expect(harness.focusRing == nil)
        harness.close()
    }

    @Test func voiceControlAdjustsSlidersAndTapsButtonsOnly() throws {
        let harness = try Self.harness(screenReader: false)
        harness.player.send(.setVolume(0.5))
        #expect(
            harness.say("Tap Volume")
                == "“Volume” is adjusted, not tapped: say “Increment Volume” or “Decrement Volume”")
        #expect(harness.say("Increment Volume") == "Increment Volume")
        #expect(harness.player.state.volume == 0.6)
        #expect(harness.say("Tap Rewind") == "Tap Rewind")  // a run of the name's words
        #expect(harness.say("Tap Nothing") == "No item named “Nothing”")
        #expect(harness.say("Jump") == "No item named “Jump”")
        #expect(harness.say("Tap Close") == "Tap Close")
        #expect(harness.player.isClosed)
    }

    @Test func voiceControlOpensAPanelUnderVoiceOversFocus() throws {
        let harness = try Self.harness()
        harness.swipeRight()
        harness.say("Tap Subtitles")
        #expect(harness.player.screenReader?.focus == .panelHeader(.closedCaptions))
        #expect(harness.spokenTranscript.last == "Closed Captions, heading level 2")
        harness.close()
    }

    @Test(arguments: [PlayerLanguage.english, .spanish])
    func talkBackSpeaksTheSameElementsInItsOwnWords(language: PlayerLanguage) throws {
        let harness = try Self.harness(kind: .talkBack, language: language)
        let model = harness.player.model
        for element in model.visibleElements {
            let said = model.language.talkBackUtterance(for: element)
            #expect(said.contains(element.label))
            if element.traits.contains(.button) {
                #expect(said.contains(language.string(.talkBackButton)))
                #expect(said.hasSuffix(language.string(.talkBackActivateHint)))
            }
        }
        // TalkBack's cursor lands on the first element as the player screen appears.
        let reader = try #require(harness.player.screenReader)
        #expect(reader.focus == .control(.close))
        #expect(
            reader.focusedElement(in: model).map { reader.utterance(for: $0, in: model) }
                == [
                    model.element(.close).label, language.string(.talkBackButton),
                    language.string(.talkBackActivateHint),
                ].joined(separator: ", "))
        let session = SessionReport(
            file: "demo.mkv", locale: "en", screenReader: true, screenReaderKind: .talkBack,
            version: "1")
        let line = SpokenLogFormat.text.line(
            for: LoggedEvent(sessionTime: .zero, position: .zero, event: .sessionStarted(session)))
        #expect(
            line.hasSuffix(
                "session  demo.mkv, locale en, screen reader on (TalkBack), accessible-player 1"))
        harness.close()
    }
}
