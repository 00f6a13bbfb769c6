import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerTesting
import Synchronization
import Testing

/// A reader that calls back into the player in the middle of a read, as a caller-supplied
/// `CueReader` may.
private final class CallingBackReader: CueReader {
    private let base: any CueReader
    /// Called inside every `activeCues` read, before answering.
    var duringRead: (() -> Void)?

    init(base: any CueReader) {
        self.base = base
    }

    var catalog: MediaCatalog { base.catalog }

    func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        try base.readCues(of: track)
    }

    func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        duringRead?()
        return try base.activeCues(of: track, at: time)
    }

    func close() {
        base.close()
    }
}

/// Hands the calling-back reader to the first open (the player's own thread) and a plain one
/// to every later open (the loader thread).
// Safe to share across threads (invariant): `first` is taken once, under the mutex, by the
// thread that opens first (the player's, in `Player.init`); the loader's thread gets a fresh
// reader of its own and never sees `first`.
private final class CallingBackSource: PlayerSource, @unchecked Sendable {
    private let base: SyntheticSource
    private let first: Mutex<Bool> = Mutex(true)
    let reader: CallingBackReader

    init(base: SyntheticSource) throws {
        self.base = base
        reader = CallingBackReader(base: try base.openReader())
    }

    func openReader() throws(MediaError) -> any CueReader {
        let isFirst = first.withLock { isFirst in
            defer { isFirst = false }
            return isFirst
        }
        return isFirst ? reader : try base.openReader()
    }
}

@Suite("A reader calling back into the player")
struct ReentrantReaderTests {
    private static let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
    private static let hello = Cue(start: .zero, end: .seconds(10), text: "Hello")

    /// In real time, choosing a track reads its cues at this instant directly; the reader's
    /// `pause` during that read is taken in after the choice's own events, and the state and
    /// the model agree at every step.
    @Test func aCommandSentDuringAReadWaitsForTheReadsStepToBeReported() throws {
        let source = try CallingBackSource(
            base: SyntheticSource(
                duration: .seconds(60), tracks: [Self.english],
                cues: [Self.english.id: [Self.hello]]))
        let clock = ManualClock()
        let player = try Player(
            source: source,
            options: PlayerOptions(screenReaderRunning: false, clock: .realTime(clock)))
        defer { player.close() }
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.send(.play)
        var answeredInside: ScreenReaderResponse?
        source.reader.duringRead = { [unowned player] in
            answeredInside = player.send(.pause)
            // Time cannot be moved from inside a read either.
            player.advance(by: .seconds(30))
        }
        recorder.clear()
        clock.advance(by: .seconds(1))
        player.send(.selectCaptions(.track(Self.english.id)))
        source.reader.duringRead = nil

        // The nested command got no answer of its own: it waited, then ran.
        #expect(answeredInside == ScreenReaderResponse())
        #expect(player.state.playback == .paused)
        #expect(player.model.state == player.state)
        #expect(player.position == .seconds(1))
        let events = recorder.events.map(\.event)
        let shown = events.firstIndex(
            of: .cueShown(track: Self.english.id, trackName: "English", cue: Self.hello))
        let paused = events.firstIndex {
            guard case .stateChanged(let report) = $0 else { return false }
            return report.state.playback == .paused
        }
        let chosen = events.firstIndex {
            guard case .stateChanged(let report) = $0 else { return false }
            return report.state.displayedCaptionTrack == Self.english.id
                && report.state.playback == .playing
        }
        #expect(chosen != nil && shown != nil && paused != nil)
        if let chosen, let shown, let paused {
            #expect(chosen < paused)
            #expect(shown < paused)
        }
    }
}
