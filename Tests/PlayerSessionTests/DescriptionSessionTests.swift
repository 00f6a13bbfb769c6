import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with English captions (track 1) and an English text description track
/// (track 2) whose cues run 2–5 s and 10–11 s.
private let captions = TrackInfo(
    id: TrackID(rawValue: 1), kind: .legible, codec: "webvtt", language: "en")
private let described = TrackInfo(
    id: TrackID(rawValue: 2), kind: .legible, codec: "webvtt", language: "en",
    flags: [.descriptions])
private let boat = Cue(start: .seconds(2), end: .seconds(5), text: "A boat leaves the harbour.")
private let gull = Cue(start: .seconds(10), end: .seconds(11), text: "A gull\nlands.")
private let source = SyntheticSource(
    duration: .seconds(60), tracks: [captions, described],
    cues: [
        captions.id: [Cue(start: .seconds(1), end: .seconds(3), text: "Hello")],
        described.id: [boat, gull],
    ])

private let configuration = SessionConfiguration(
    trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
    waitsForReads: true)

private extension [SessionOutput] {
    /// The descriptions said among the outputs.
    var descriptions: [DescribedCue] {
        compactMap {
            guard case .log(let logged) = $0, case .described(let cue) = logged.event else {
                return nil
            }
            return cue
        }
    }

    /// The refusals among the outputs.
    var refusals: [String] {
        compactMap {
            guard case .log(let logged) = $0, case .commandRejected(let reason) = logged.event
            else { return nil }
            return reason
        }
    }
}

/// Choosing text descriptions (apart from the captions) and saying each cue at its start.
@Suite("text descriptions in a session")
struct DescriptionSessionTests {
    @Test func descriptionsByLanguageAreSpokenAtEachCueStartBesideTheCaptions() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        let chosen = driver.handle(.action(.descriptions(.language("en"))), at: .zero)
        #expect(chosen.contains(.loadTrack(described.id, waits: true)))
        #expect(driver.session.state.descriptionTrack == described.id)
        // The captions stay the caption track: the description track is never shown.
        #expect(driver.session.state.displayedCaptionTrack == captions.id)
        driver.handle(.command(.play), at: .zero)
        #expect(driver.handle(.tick, at: .seconds(1)).descriptions.isEmpty)
        let first = driver.handle(.tick, at: .seconds(2)).descriptions
        #expect(
            first == [
                DescribedCue(
                    track: described.id, trackName: "English, text description",
                    text: "A boat leaves the harbour.", start: .seconds(2), end: .seconds(5),
                    language: "en")
            ])
        #expect(driver.handle(.tick, at: .seconds(3)).descriptions.isEmpty)
        #expect(
            driver.handle(.tick, at: .seconds(10)).descriptions.map(\.text) == ["A gull lands."])
    }

    @Test func theVirtualClockStopsAtEachDescriptionStart() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        driver.handle(.action(.descriptions(.id(described.id))), at: .zero)
        driver.handle(.command(.play), at: .zero)
        var session = driver.session
        // The clock stops at each instant something happens; a description's start is one,
        // so each is said at its own position.
        var said: [(position: MediaTime, cue: DescribedCue)] = []
        var outputs = session.handle(.advance(to: HostTime.zero.advanced(by: .seconds(20)))).outputs
        while !outputs.isEmpty {
            for case .log(let logged) in outputs {
                if case .described(let cue) = logged.event { said.append((logged.position, cue)) }
            }
            outputs = session.handle(.advance(to: HostTime.zero.advanced(by: .seconds(20)))).outputs
        }
        #expect(said.map(\.position) == [.seconds(2), .seconds(10)])
        #expect(said.map(\.cue.start) == [.seconds(2), .seconds(10)])
    }

    @Test func descriptionsOffSayNothing() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        driver.handle(.action(.descriptions(.language("en"))), at: .zero)
        driver.handle(.action(.descriptions(.off)), at: .zero)
        #expect(driver.session.state.descriptionTrack == nil)
        driver.handle(.command(.play), at: .zero)
        #expect(driver.handle(.tick, at: .seconds(12)).descriptions.isEmpty)
    }

    @Test func aSeekSaysOnlyDescriptionsBeginningAfterItsTarget() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        driver.handle(.action(.descriptions(.language("en"))), at: .zero)
        driver.handle(.command(.play), at: .zero)
        driver.handle(.command(.seek(to: .seconds(3))), at: .zero)
        let later = driver.handle(.tick, at: .seconds(8)).descriptions
        #expect(later.map(\.start) == [.seconds(10)])
    }

    @Test func aCaptionTrackIsNoDescriptionChoice() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        let outputs = driver.handle(.action(.descriptions(.id(captions.id))), at: .zero)
        #expect(outputs.refusals == ["no track 1"])
        #expect(driver.session.state.descriptionTrack == nil)
        let french = driver.handle(.action(.descriptions(.language("fr"))), at: .zero)
        #expect(french.refusals == ["no descriptions in fr"])
    }

    /// The bug: a caption language with only a description track in it fell back to the
    /// description track.
    @Test func captionsInALanguageWithOnlyDescriptionsAreRefused() throws {
        let onlyDescribed = SyntheticSource(
            duration: .seconds(60), tracks: [described], cues: [described.id: [boat]])
        var driver = try SessionDriver(source: onlyDescribed, configuration: configuration)
        let outputs = driver.handle(.action(.captions(.language("en"))), at: .zero)
        #expect(outputs.refusals == ["no captions in en"])
        #expect(driver.session.state.captions == .off)
        #expect(TrackQuery.find("en", kind: .legible, in: [described]) == nil)
        #expect(TrackQuery.find("2", kind: .legible, in: [described]) == nil)
        #expect(TrackQuery.description("en", in: [captions, described])?.id == described.id)
    }

    @Test func aScriptLineChoosesDescriptions() throws {
        let script = try PlayerScript(parsing: "descriptions en\nat 5 descriptions off")
        #expect(
            script.entries.map(\.action) == [
                .descriptions(.language("en")), .descriptions(.off),
            ])
    }

    /// A session playing from 0 with the description track on and extended description on,
    /// each description's speech lasting a second a word (the measure is injected).
    private func playingWithExtendedDescription(_ source: SyntheticSource = source) throws
        -> SessionDriver
    {
        var extended = configuration
        extended.extendedDescriptions = true
        extended.descriptionSpeechLength = { text, _ in
            .seconds(Int64(text.split(separator: " ").count))
        }
        var driver = try SessionDriver(source: source, configuration: extended)
        driver.handle(.action(.descriptions(.id(described.id))), at: .zero)
        driver.handle(.command(.play), at: .zero)
        return driver
    }

    /// Extended description with speech lasting a second a word (the measure is injected): the
    /// five-word description at 2–5 s is said until session time 7 s, so playback pauses at
    /// 5 s and goes on at session time 7 s from 5 s; what follows comes 2 s later in session
    /// time than in media time.
    @Test func extendedDescriptionPausesAtTheCueEndUntilItsSpeechEnds() throws {
        // The description at 2–5 s has five words, the one at 10–11 s three.
        var session = try playingWithExtendedDescription().session
        var lines: [(kind: LogKind, t: MediaTime, pos: MediaTime)] = []
        let end = HostTime.zero.advanced(by: .seconds(14))
        var outputs = session.handle(.advance(to: end)).outputs
        while !outputs.isEmpty {
            for case .log(let logged) in outputs
            where [.describe, .pause, .resume].contains(logged.kind) {
                lines.append((logged.kind, logged.sessionTime, logged.position))
            }
            outputs = session.handle(.advance(to: end)).outputs
        }
        // The three-word description at 10–11 s, said from session time 12 s to 15 s, holds
        // playback at 11 s from session time 13 s: still paused at 14 s.
        #expect(lines.map(\.kind) == [.describe, .pause, .resume, .describe, .pause])
        #expect(
            lines.map(\.t) == [.seconds(2), .seconds(5), .seconds(7), .seconds(12), .seconds(13)])
        #expect(
            lines.map(\.pos) == [.seconds(2), .seconds(5), .seconds(5), .seconds(10), .seconds(11)])
        #expect(session.state.playback == .paused)
        #expect(session.position == .seconds(11))
    }

    /// The viewer pausing while playback is held for a description keeps it paused when the
    /// speech ends (Able Player's extended description resumes only what it paused itself);
    /// no resume line is written, and the viewer's play then goes on from where it was held.
    @Test func aPauseByHandDuringAHoldStaysPausedWhenTheSpeechEnds() throws {
        var driver = try playingWithExtendedDescription()
        // The five-word description said from 2 s holds playback at 5 s until session 7 s.
        driver.handle(.tick, at: .seconds(2))
        let held = driver.handle(.tick, at: .seconds(5))
        #expect(held.contains { if case .log(let l) = $0 { l.kind == .pause } else { false } })
        let heldAt = driver.session.position
        #expect(heldAt == .seconds(5))
        driver.handle(.command(.pause), at: .seconds(6))
        let after = driver.handle(.tick, at: .seconds(9))
        #expect(!after.contains { if case .log(let l) = $0 { l.kind == .resume } else { false } })
        #expect(driver.session.state.playback == .paused)
        #expect(driver.session.position == heldAt)
        driver.handle(.command(.play), at: .seconds(9))
        driver.handle(.tick, at: .seconds(10))
        #expect(driver.session.state.playback == .playing)
        #expect(driver.session.position == heldAt + .seconds(1))
    }

    /// The descriptions said between session start and `end` with extended description off,
    /// speech lasting `secondsPerWord` a word, under `preference`.
    private func overruns(secondsPerWord: Int64, _ preference: DescriptionOverrun) throws
        -> [DescribedCue]
    {
        var measured = configuration
        measured.descriptionOverrun = preference
        measured.descriptionSpeechLength = { text, _ in
            .seconds(secondsPerWord * Int64(text.split(separator: " ").count))
        }
        var driver = try SessionDriver(source: source, configuration: measured)
        driver.handle(.action(.descriptions(.id(described.id))), at: .zero)
        driver.handle(.command(.play), at: .zero)
        return driver.handle(.tick, at: .seconds(2)).descriptions
            + driver.handle(.tick, at: .seconds(10)).descriptions
    }

    /// Cut: the five-word description at 2–5 s said at 5 s a word (25 s) runs into the one
    /// at 10 s, which cuts it off there; at 1 s a word (5 s) it ends at 7 s, before the next,
    /// and nothing is cut. The last one has no next to be cut by.
    @Test func anOverrunIsCutAtTheNextDescriptionOnlyWhenItReachesIt() throws {
        let long = try overruns(secondsPerWord: 5, .cut)
        #expect(long.map(\.overrun) == [.cut(at: .seconds(10)), nil])
        let short = try overruns(secondsPerWord: 1, .cut)
        #expect(short.map(\.overrun) == [nil, nil])
    }

    /// Faster: five words of a second each in the 3 s cue are said 5/3 times faster (rounded
    /// up to the hundredth: 1.67); three words in the 1 s cue would need 3 times, more than
    /// the fastest 2.5; the describe line says how much faster.
    @Test func anOverrunIsSaidFasterToFitItsCue() throws {
        let said = try overruns(secondsPerWord: 1, .faster)
        #expect(
            said.map(\.overrun) == [
                .faster(speedUp: 1.67), .faster(speedUp: DescriptionOverrunOutcome.fastestSpeedUp),
            ])
        let line = LoggedEvent(
            sessionTime: .seconds(2), position: .seconds(2), event: .described(said[0]))
        #expect(SpokenLogFormat.text.line(for: line).hasSuffix("(said 1.67× faster)"))
    }

    /// A DAPT description asking for slow speech (`tta:speak="slow"`, 0.8 times the usual
    /// rate) takes 1/0.8 times as long: the five-word description at 2–5 s, a second a word,
    /// holds playback until session time 2 + 5 / 0.8 = 8.25 s rather than 7 s.
    @Test func aSlowDAPTDescriptionHoldsPlaybackLonger() throws {
        var slow = boat
        slow.voicing = CueVoicing(speechRate: .slow)
        let slowSource = SyntheticSource(
            duration: .seconds(60), tracks: [captions, described],
            cues: [captions.id: [], described.id: [slow, gull]])
        var driver = try playingWithExtendedDescription(slowSource)
        driver.handle(.tick, at: .seconds(2))
        driver.handle(.tick, at: .seconds(5))
        #expect(driver.session.state.playback == .paused)
        driver.handle(.tick, at: .milliseconds(7_500))
        #expect(driver.session.state.playback == .paused)
        let resumed = driver.handle(.tick, at: .milliseconds(8_250))
        #expect(resumed.contains { if case .log(let l) = $0 { l.kind == .resume } else { false } })
        #expect(driver.session.state.playback == .playing)
    }

    @Test func extendedOffLetsPlaybackRunOnAndTheScriptLineTurnsItOn() throws {
        var measured = configuration
        measured.descriptionSpeechLength = { _, _ in .seconds(30) }
        var driver = try SessionDriver(source: source, configuration: measured)
        driver.handle(.action(.descriptions(.id(described.id))), at: .zero)
        driver.handle(.command(.play), at: .zero)
        let ran = driver.handle(.tick, at: .seconds(6))
        #expect(driver.session.state.playback == .playing)
        #expect(!ran.contains { if case .log(let l) = $0 { l.kind == .pause } else { false } })
        driver.handle(.action(.extendedDescriptions(true)), at: .seconds(6))
        driver.handle(.tick, at: .seconds(10))
        let held = driver.handle(.tick, at: .seconds(11))
        #expect(held.contains { if case .log(let l) = $0 { l.kind == .pause } else { false } })
        #expect(driver.session.state.playback == .paused)
        let script = try PlayerScript(parsing: "extended on\nextended off")
        #expect(
            script.entries.map(\.action) == [
                .extendedDescriptions(true), .extendedDescriptions(false),
            ])
    }
}
