import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

private let english = OneCueProgram.english
private let source = OneCueProgram.source
private let hello = OneCueProgram.hello

/// An opened session over the program, a screen reader running when `screenReader`.
private func openedSession(screenReader: Bool = false) throws -> PlayerSession {
    try SessionDriver(
        source: source,
        configuration: SessionConfiguration(
            trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
            screenReaderRunning: screenReader)
    ).session
}

/// The log events among `outputs`.
private func events(_ outputs: [SessionOutput]) -> [PlayerEvent] {
    outputs.compactMap {
        guard case .log(let logged) = $0 else { return nil }
        return logged.event
    }
}

/// The one value `handle` returns for each kind of input: the answer to the input travels
/// with its outputs, so nothing has to be read back from the session afterwards.
@Suite("The step each input returns")
struct SessionStepTests {
    @Test func anAcceptedCommandSaysWhichCommandItWas() throws {
        var session = try openedSession()
        let step = session.handle(.command(.play), at: .zero)
        #expect(step.response.command == .play)
        #expect(step.response.rejection == nil)
        #expect(step.outputs.contains(.device(.setPlaying(true))))
        #expect(step.voiceReply == nil)
    }

    @Test func aRefusedCommandSaysWhyInTheAnswerAndTheLog() throws {
        var session = try openedSession()
        _ = session.handle(.command(.lock), at: .zero)
        let step = session.handle(.command(.play), at: .zero)
        #expect(step.response.rejection == .controlsLocked)
        #expect(events(step.outputs).contains(.commandRejected(reason: "controls locked")))
        #expect(!step.outputs.contains(.device(.setPlaying(true))))
    }

    @Test func aGestureAnswersWithWhatTheScreenReaderSaid() throws {
        var session = try openedSession(screenReader: true)
        let step = session.handle(.gesture(.next), at: .zero)
        let said = events(step.outputs).compactMap { event -> String? in
            guard case .focusMoved(_, let utterance) = event else { return nil }
            return utterance
        }
        #expect(step.response.utterance != nil)
        #expect(said == [step.response.utterance].compactMap { $0 })
    }

    @Test func aFocusAnswersWithTheElementSpoken() throws {
        var session = try openedSession(screenReader: true)
        let step = session.handle(.focus(.control(.playPause)), at: .zero)
        #expect(step.response.utterance?.hasPrefix("Play") == true)
    }

    @Test func aVoicePhraseAnswersWithWhatVoiceControlShowed() throws {
        var session = try openedSession()
        let step = session.handle(.action(.assistive(.voice("Tap Play"))), at: .zero)
        let shown = events(step.outputs).compactMap { event -> String? in
            guard case .assistive(let report) = event else { return nil }
            return report.text
        }
        #expect(step.voiceReply != nil)
        #expect(shown == [step.voiceReply].compactMap { $0 })
        #expect(step.response.command != nil)
    }

    @Test func aVoicePhraseWithNoCommandAnswersWithTheReplyAlone() throws {
        var session = try openedSession()
        let step = session.handle(.action(.assistive(.voice("Show names"))), at: .zero)
        #expect(step.voiceReply?.contains("Close") == true)
        #expect(step.response.command == nil)
    }

    @Test func aMessageAnswersWithItsAnnouncement() throws {
        var session = try openedSession()
        let step = session.handle(.message("Paused for ads", duration: .seconds(2)), at: .zero)
        #expect(step.response.announcements.map(\.text) == ["Paused for ads"])
    }

    @Test func aChoiceOfAMissingLanguageIsLoggedAsRefusedWithNoCommand() throws {
        var session = try openedSession()
        let step = session.handle(.action(.captions(.language("fr"))), at: .zero)
        #expect(step.response.command == nil)
        #expect(events(step.outputs).contains(.commandRejected(reason: "no captions in fr")))
    }

    @Test func aTickAnswersNobody() throws {
        var session = try openedSession()
        _ = session.handle(.command(.play), at: .zero)
        let step = session.handle(.tick, at: .seconds(1))
        #expect(step.response == ScreenReaderResponse())
        #expect(step.voiceReply == nil)
        #expect(
            events(step.outputs).contains(
                .cueShown(track: english.id, trackName: "English", cue: hello)))
    }

    @Test func aClosedSessionReturnsAnEmptyStep() throws {
        var session = try openedSession()
        _ = session.handle(.close, at: .zero)
        let step = session.handle(.command(.play), at: .zero)
        #expect(step.isEmpty)
        #expect(step.response == ScreenReaderResponse())
    }
}
