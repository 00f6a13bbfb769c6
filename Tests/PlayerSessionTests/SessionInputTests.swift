import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

private let english = OneCueProgram.english
private let source = OneCueProgram.source
private let hello = OneCueProgram.hello

private func configuration(
    screenReader: Bool = false, kind: ScreenReaderKind = .voiceOver, waits: Bool = true
) -> SessionConfiguration {
    SessionConfiguration(
        trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
        screenReaderRunning: screenReader, screenReaderKind: kind, waitsForReads: waits)
}

private extension [SessionOutput] {
    /// The log events among the outputs.
    var events: [PlayerEvent] {
        compactMap {
            guard case .log(let logged) = $0 else { return nil }
            return logged.event
        }
    }
}

/// Each kind of input fed to a session with no player, no thread and no media, and the
/// outputs it must give back (the swift-nio way: inputs in, outputs asserted).
@Suite("A session's outputs for each kind of input")
struct SessionInputTests {
    @Test func openingAsksForThePreferredTrackAndLogsNothing() throws {
        let catalog = try source.openReader().catalog
        var session = PlayerSession(catalog: catalog, configuration: configuration())
        let outputs = session.handle(.sourceOpened, at: .zero).outputs
        // The policy picks the English track; a virtual clock waits for the whole of it.
        #expect(outputs == [.loadTrack(english.id, waits: true)])
        let answered = session.handle(
            .cuesLoaded(english.id, .success(CueReading(cues: source.cues[english.id]!))),
            at: .zero
        ).outputs
        // Opening is where the log starts, not news: only the notice that the track loaded.
        #expect(answered == [.trackLoaded(english.id)])
        #expect(session.state.displayedCaptionTrack == english.id)
    }

    @Test func aCommandTellsTheDeviceAndLogsTheNewState() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        let outputs = driver.handle(.command(.play), at: .zero)
        #expect(outputs.contains(.device(.setPlaying(true))))
        let states = outputs.events.compactMap { event -> Playback? in
            guard case .stateChanged(let report) = event else { return nil }
            return report.state.playback
        }
        #expect(states == [.playing])
    }

    @Test func aTickShowsAndHidesTheCueAtItsTimes() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        driver.handle(.command(.play), at: .zero)
        let shown = driver.handle(.tick, at: .seconds(1)).events
        #expect(shown.contains(.cueShown(track: english.id, trackName: "English", cue: hello)))
        let hidden = driver.handle(.tick, at: .seconds(4)).events
        #expect(hidden.contains(.cueHidden(track: english.id, trackName: "English", cue: hello)))
    }

    @Test func aSeekIsPendingUntilTheSourceCompletesIt() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        // A copy of the session is a copy of the player: the driver's own is not moved.
        var session = driver.session
        let outputs = session.handle(.command(.seek(to: .seconds(30))), at: .zero).outputs
        // The seek is asked for after the lines said where it was made; the new state waits
        // for the source (mpv's `seeking` is true in between).
        #expect(outputs.last == .seekSource(.seconds(30)))
        #expect(session.state.pendingSeek == .seconds(30))
        #expect(!outputs.events.contains { if case .stateChanged = $0 { true } else { false } })
        let completed = session.handle(.seekCompleted(.seconds(30)), at: .zero).outputs
        #expect(completed.first == .seeked(.seconds(30)))
        #expect(session.state.pendingSeek == nil)
        // What the seek changed (the slider, the time) is logged at its target.
        #expect(
            completed.contains {
                if case .log(let logged) = $0, case .elementChanged = logged.event {
                    return logged.position == .seconds(30)
                }
                return false
            })
        #expect(driver.session.position == .zero)
    }

    @Test func aGestureStartsTheCursorAndSpeaksWhereItLands() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        #expect(driver.session.screenReader == nil)
        let outputs = driver.handle(.gesture(.next), at: .zero)
        #expect(driver.session.screenReader != nil)
        let focus = outputs.events.compactMap { event -> String? in
            guard case .focusMoved(let element, _) = event else { return nil }
            return element
        }
        #expect(focus == [driver.session.screenReader!.focus!.identifier])
    }

    @Test func touchingAnElementStartsTheConfiguredScreenReader() throws {
        var driver = try SessionDriver(
            source: source, configuration: configuration(kind: .talkBack))
        driver.handle(.focus(.control(.playPause)), at: .zero)
        // Touching an element starts TalkBack when TalkBack is what the viewer uses.
        #expect(driver.session.screenReader?.kind == .talkBack)
    }

    @Test func showControlsTakesTheFocusWhenTheControlsHideUnderAnUntouchedScreenReader() throws {
        var driver = try SessionDriver(
            source: source, configuration: configuration(screenReader: true))
        driver.handle(.command(.play), at: .zero)
        // The cursor is where it landed as the player screen appeared, on the first element.
        #expect(driver.session.screenReader?.focus == .control(.close))
        // With a screen reader the controls stay up 15 s (PlayerState's delay for it), then a
        // Show controls button stands in for them and the screen reader lands on it, spoken.
        var focus: [String] = []
        while let next = driver.session.nextEventTime(), next <= .seconds(16) {
            for case .focusMoved(let element, let utterance) in driver.handle(.tick, at: next)
                .events
            where !utterance.isEmpty {
                focus.append(element)
            }
        }
        #expect(focus == [Control.showControls.identifier])
        #expect(driver.session.state.controlsVisible == false)
    }

    @Test func aScriptedCaptionChoiceByLanguageAndAnUnknownOne() throws {
        var driver = try SessionDriver(
            source: source,
            configuration: SessionConfiguration(screenReaderRunning: false))
        #expect(driver.session.state.displayedCaptionTrack == nil)
        let chosen = driver.handle(.action(.captions(.language("en-GB"))), at: .zero)
        #expect(chosen.contains(.loadTrack(english.id, waits: true)))
        #expect(driver.session.state.displayedCaptionTrack == english.id)
        let refused = driver.handle(.action(.captions(.language("fr"))), at: .zero).events
        #expect(refused.contains(.commandRejected(reason: "no captions in fr")))
    }

    /// The script's `captions en` and the CLI's `--captions en` (``TrackQuery/find``) choose by
    /// one rule: with SDH preferred, the SDH track of the language, not the default-flagged
    /// one, and never the forced one while another is in that language.
    @Test func theScriptsCaptionChoiceFollowsTheOneTrackRule() throws {
        let plain = TrackInfo(
            id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en",
            flags: .default)
        let forced = TrackInfo(
            id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "en",
            flags: .forced)
        let sdh = TrackInfo(
            id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "en",
            flags: .hearingImpaired)
        let preferences = TrackPreferences(prefersSDH: true)
        let tracks = [plain, forced, sdh]
        #expect(
            TrackQuery.find("en", kind: .legible, in: tracks, preferences: preferences)?.id
                == sdh.id)
        var driver = try SessionDriver(
            source: SyntheticSource(duration: .seconds(60), tracks: tracks),
            configuration: SessionConfiguration(
                trackPreferences: preferences, screenReaderRunning: false))
        driver.handle(.action(.captions(.language("en"))), at: .zero)
        #expect(driver.session.state.displayedCaptionTrack == sdh.id)
    }

    @Test func aScheduledScriptRunsWhenPlaybackReachesItsPosition() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        driver.handle(.schedule(try PlayerScript(parsing: "play\nat 0:10 pause")), at: .zero)
        driver.handle(.tick, at: .zero)
        #expect(driver.session.state.playback == .playing)
        #expect(driver.session.nextEventTime() != nil)
        driver.handle(.tick, at: .seconds(10))
        #expect(driver.session.state.playback == .paused)
        #expect(driver.session.position == .seconds(10))
    }

    @Test func aStopPositionIsAnInstantTheClockVisits() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        driver.handle(.command(.play), at: .zero)
        driver.handle(.tick, at: .seconds(5))
        driver.handle(.stopAt(.milliseconds(7_250)), at: .seconds(5))
        #expect(!driver.session.reachedStop)
        // Ticking from instant to instant stops exactly there, between two whole seconds.
        while !driver.session.reachedStop, let next = driver.session.nextEventTime() {
            driver.handle(.tick, at: next)
        }
        #expect(driver.session.position == .milliseconds(7_250))
    }

    @Test func inRealTimeTheCuesAtTheInstantShowWhileTheTrackLoads() throws {
        var driver = try SessionDriver(source: source, configuration: configuration(waits: false))
        #expect(driver.unanswered == [.loadTrack(english.id, waits: false)])
        driver.handle(.command(.seek(to: .seconds(2))), at: .zero)
        #expect(driver.session.activeCues.map(\.text) == ["Hello"])
        // The whole track arrives later, as a step of its own.
        let loaded = driver.answer(.loadTrack(english.id, waits: false), at: .seconds(1))
        #expect(loaded.first == .trackLoaded(english.id))
        #expect(driver.session.activeCues.map(\.text) == ["Hello"])
    }

    @Test func theEndOfTheSourceEndsPlaybackWithTheReasonLogged() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        driver.handle(.observed, at: .zero)
        driver.handle(.command(.play), at: .zero)
        let events = driver.handle(.sourceEnded(reason: "the stream ended"), at: .seconds(3))
            .events
        #expect(events.contains(.error("the stream ended")))
        #expect(events.contains(.ended))
    }

    @Test func aCloseCommandEndsTheSessionAndNothingFollows() throws {
        var driver = try SessionDriver(source: source, configuration: configuration())
        let outputs = driver.handle(.command(.close), at: .zero)
        #expect(outputs.last == .close)
        #expect(driver.session.isClosed)
        #expect(driver.handle(.command(.play), at: .zero).isEmpty)
    }

    @Test func aReloadThatFailsEndsALiveSession() throws {
        let live = MediaCatalog(
            path: "live.m3u8", formatName: "hls", duration: nil, liveEdge: .seconds(30),
            tracks: [])
        var session = PlayerSession(
            catalog: live, configuration: configuration(), firstReloadDelay: .seconds(6))
        _ = session.handle(.sourceOpened, at: .zero)
        _ = session.handle(.observed, at: .zero)
        _ = session.handle(.command(.play), at: .zero)
        let asked = session.handle(.tick, at: .seconds(6)).outputs
        #expect(asked == [.reload(waits: true)])
        let ended = session.handle(
            .reloaded(.failure(.readFailed(path: "live.m3u8", detail: "gone"))), at: .seconds(6)
        ).outputs
        #expect(ended.contains { if case .log(let l) = $0 { l.event == .ended } else { false } })
    }
}
