import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with an English track whose one cue runs from 1 s to 4 s.
private let english = TrackInfo(
    id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
private let hello = Cue(start: .seconds(1), end: .seconds(4), text: "Hello")
private let source = SyntheticSource(
    duration: .seconds(60), tracks: [english], cues: [english.id: [hello]])

/// Captions in English, always on; waiting for whole tracks unless `waits` is false.
private func configuration(waits: Bool = true) -> SessionConfiguration {
    SessionConfiguration(
        trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
        screenReaderRunning: false, waitsForReads: waits)
}

/// The log events among `outputs`.
private func events(_ outputs: [SessionOutput]) -> [PlayerEvent] {
    outputs.compactMap {
        guard case .log(let logged) = $0 else { return nil }
        return logged.event
    }
}

/// The state reports among `outputs`.
private func stateReports(_ outputs: [SessionOutput]) -> [StateReport] {
    events(outputs).compactMap {
        guard case .stateChanged(let report) = $0 else { return nil }
        return report
    }
}

/// The kinds of input the other session suites do not feed directly, each asserted on the
/// one step `handle` returns, with no player and no media (issue 36).
@Suite("The step of each remaining kind of input")
struct SessionInputKindTests {
    @Test func anEngineReportIsCarriedOutAndToldWithTheNextStep() throws {
        var session = try SessionDriver(source: source, configuration: configuration()).session
        _ = session.handle(.command(.play), at: .zero)
        _ = session.handle(.command(.slowMotion(.on)), at: .zero)
        let reported = session.handle(.engine(.slowMotionRateChanged(0.25)), at: .seconds(1))
        // The device slows down at once; the report answers nobody and logs nothing itself.
        #expect(reported.outputs == [.device(.setRate(PlaybackRate(0.25)!))])
        #expect(reported.response == ScreenReaderResponse())
        // The next step tells the new rate, which the state line's JSON carries.
        let next = session.handle(.command(.showControls), at: .seconds(1))
        #expect(stateReports(next.outputs).map(\.state.rate) == [0.25])
    }

    @Test func aTrackThatFailsToLoadIsToldOnceSomeoneListens() throws {
        let catalog = try source.openReader().catalog
        var session = PlayerSession(catalog: catalog, configuration: configuration())
        let opened = session.handle(.sourceOpened, at: .zero)
        #expect(opened.outputs == [.loadTrack(english.id, waits: true)])
        let failure = MediaError.readFailed(path: "synthetic", detail: "damaged")
        let loaded = session.handle(.cuesLoaded(english.id, .failure(failure)), at: .zero)
        // Nobody listens yet: the failure waits, and the track counts as loaded (empty).
        #expect(loaded.outputs == [.trackLoaded(english.id)])
        #expect(session.handle(.observed, at: .zero).isEmpty)
        let played = session.handle(.command(.play), at: .zero)
        #expect(events(played.outputs).filter { $0 == .error(failure.description) }.count == 1)
        #expect(session.activeCues.isEmpty)
    }

    @Test func theCuesReadAtASeeksTargetShowBeforeTheTrackArrives() throws {
        let catalog = try source.openReader().catalog
        var session = PlayerSession(catalog: catalog, configuration: configuration(waits: false))
        // In real time the track loads in the background; the cues at the instant are read.
        let opened = session.handle(.sourceOpened, at: .zero)
        #expect(opened.outputs.contains(.loadTrack(english.id, waits: false)))
        #expect(opened.outputs.contains(.readActiveCues(english.id, at: .zero)))
        _ = session.handle(.activeCuesRead(english.id, .success([])), at: .zero)
        let seek = session.handle(.command(.seek(to: .seconds(2))), at: .zero)
        #expect(
            seek.outputs.suffix(2) == [
                .readActiveCues(english.id, at: .seconds(2)), .seekSource(.seconds(2)),
            ])
        // The step waits for both answers; the cues read are what shows once both came.
        let read = Cue(start: .seconds(1), end: .seconds(4), text: "Read at the target")
        let answered = session.handle(.activeCuesRead(english.id, .success([read])), at: .zero)
        #expect(answered.isEmpty)
        let completed = session.handle(.seekCompleted(.seconds(2)), at: .zero)
        #expect(
            events(completed.outputs).contains(
                .cueShown(track: english.id, trackName: "English", cue: read)))
        #expect(answered.response == ScreenReaderResponse())
    }

    @Test func aRunOfTicksStopsWhereSomethingHappensAndGoesOnFromThere() throws {
        var session = try SessionDriver(source: source, configuration: configuration()).session
        _ = session.handle(.command(.play), at: .zero)
        // 100 ticks of 30 ms: the cue's start at 1 s comes inside the 34th (0.99 s to 1.02 s).
        let run = SessionInput.advanceInTicks(of: .milliseconds(30), to: .seconds(3))
        var steps: [(events: [PlayerEvent], now: HostTime)] = []
        while steps.count < 100 {
            let step = session.handle(run)
            if step.isEmpty { break }
            #expect(step.response == ScreenReaderResponse())
            steps.append((events(step.outputs), session.now))
        }
        // The step that showed the cue stopped at its start, inside a tick, not at a tick's end.
        let shown = PlayerEvent.cueShown(track: english.id, trackName: "English", cue: hello)
        let showing = steps.first { $0.events.contains(shown) }
        #expect(showing?.now == .seconds(1))
        // Sent again after each stop, the run went on to its end, and no further.
        #expect(session.now == .seconds(3))
        #expect(session.position == .seconds(3))
    }

    @Test func aQuietRunOfTicksSaysNothingAndEndsAtItsEnd() throws {
        var session = try SessionDriver(source: source, configuration: configuration()).session
        _ = session.handle(.command(.play), at: .zero)
        while !session.handle(.advance(to: .milliseconds(10_550))).isEmpty {}
        // The slider's rounded percent of the one-minute program moves at 10.5 s and 11.1 s and
        // the time every second; no cue or auto-hide comes between: 8 ticks of 50 ms are quiet.
        let quiet = session.handle(
            .advanceInTicks(of: .milliseconds(50), to: .milliseconds(10_950)))
        #expect(quiet.isEmpty)
        #expect(session.now == .milliseconds(10_950))
        #expect(session.position == .milliseconds(10_950))
    }

    @Test func theNextFileStartsItsOwnLogAndAsksForItsTrack() throws {
        var session = try SessionDriver(source: source, configuration: configuration()).session
        let spanish = TrackInfo(
            id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "es")
        let next = SyntheticSource(
            duration: .seconds(30), tracks: [english, spanish], path: "second")
        let step = session.handle(
            .sourceReplaced(try next.openReader().catalog, firstReloadDelay: nil), at: .seconds(5))
        guard case .sessionStarted(let report) = events(step.outputs).first else {
            Issue.record("the next file's log does not start with its session line")
            return
        }
        #expect(report.file == "second")
        // Its tracks are chosen again by the policy: English, asked for whole.
        #expect(step.outputs.contains(.loadTrack(english.id, waits: true)))
        #expect(session.state.duration == .seconds(30))
        #expect(step.response == ScreenReaderResponse())
    }
}
