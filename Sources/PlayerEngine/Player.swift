import PlayerAccessibility
import PlayerCore
import PlayerSession

/// The runtime around a ``PlayerSession``: it owns the clock, the source's reader and the
/// loader thread, performs every output the session returns, and feeds the outcome back as an
/// input.
///
/// ```swift
/// let player = try Player(
///     source: MediaFile(path: "Samples/demo.mkv"),
///     options: PlayerOptions(trackPreferences: .init(preferredLanguages: ["en"]), clock: .fast))
/// player.observe { print(SpokenLogFormat.text.line(for: $0)) }
/// player.run(try PlayerScript(parsing: "play\ncaptions en\nat 20 forward"))
/// player.close()
/// ```
///
/// Time moves in one of three ways (``PlayerClockMode``), all through one run loop
/// (``run(_:until:stopWhenFinished:onWake:)``): in real time it waits on the injected clock
/// until the next instant something happens or an input is posted; in fast mode it jumps
/// from one thing that happens to the next; in manual mode the caller moves it with
/// ``advance(by:)``. Fast and manual modes visit the same instants, so they log the same
/// events whatever the caller's step.
///
/// Caption tracks are read whole on the loader thread, only the shown track's stream leaving
/// the demuxer; in real time a seek or a track change shows the cues at that instant at once,
/// read directly, while the whole track loads, and the loaded track arrives as an input
/// through ``inbox``. Fast and manual modes wait for the loaded track before moving time, so
/// they are deterministic.
///
/// The state itself lives in ``session``, a value changed only through
/// ``PlayerSession/handle(_:at:)``. An input that arrives while the player performs an output
/// (a `CueReader` calling back into the player during a read) waits until that input's outputs
/// are all performed, so it can neither see the session half-changed nor reorder the events.
///
/// Not `Sendable`: a player belongs to the thread that made it. Other threads hand it actions
/// through ``inbox``, whose every post wakes the real-time run loop.
public final class Player {
    /// The options the player was opened with.
    public let options: PlayerOptions
    /// What opening the source found: format, length, title, tracks, warnings (the current
    /// playlist entry's, after ``replaceSource(with:playing:)``).
    public internal(set) var catalog: MediaCatalog
    /// Actions from other threads (and the loader's answers in real time), each waking the
    /// real-time run loop, which performs them.
    public let inbox = PlayerInbox()
    /// The session: state, control model, assistive models, captions, script.
    public internal(set) var session: PlayerSession
    /// The reader on this thread, for the cues at a seek target; nil once closed.
    var reader: (any CueReader)?
    /// Reads whole caption tracks on its own thread.
    var loader: CueLoader
    /// Whether the player performs outputs now (inputs arriving meanwhile wait in
    /// ``deferredInputs``).
    var isPerforming = false
    /// Inputs that arrived while outputs were being performed, in order.
    var deferredInputs: [SessionInput] = []
    /// Whether the source and the loader were released.
    var isReleased = false
    /// The synchronous observers of the log.
    var observers: [@Sendable (LoggedEvent) -> Void] = []
    /// The observers of every output (seeks, loads, the live edge, the close), on the player's
    /// thread.
    var outputObservers: [(SessionOutput) -> Void] = []
    /// The open event streams.
    var continuations: [AsyncStream<LoggedEvent>.Continuation] = []
    /// A fast player's live reloads, kept apart in wall time; nil on other clocks and for
    /// on-demand media.
    var reloadPace: LiveReloadPace?

    /// Opens `source` and chooses its tracks through the core's selection policy; playback
    /// waits for Play.
    public init(source: any PlayerSource, options: PlayerOptions = PlayerOptions())
        throws(MediaError)
    {
        let reader = try source.openReader()
        self.options = options
        self.reader = reader
        catalog = reader.catalog
        let inbox = self.inbox
        loader = CueLoader(source: source) { inbox.post(input: $0) }
        let start: HostTime
        switch options.clock {
        case .realTime(let clock): start = clock.now
        case .fast, .manual: start = .zero
        }
        session = PlayerSession(
            catalog: catalog, configuration: options.sessionConfiguration, at: start,
            firstReloadDelay: (reader as? any LiveCueReader)?.nextReloadDelay)
        if case .fast = options.clock, catalog.isLive {
            reloadPace = LiveReloadPace(openedAt: start, on: options.liveReloadClock)
        }
        // Errors found here (an unreadable caption track) reach observers with the first step.
        feed(.sourceOpened)
    }

    deinit {
        close()
    }

    /// The control state, changed only by the reducer.
    public var state: PlayerState { session.state }
    /// The elements and captions as a screen reader finds them.
    public var model: ControlModel { session.model }
    /// The screen-reader cursor; nil while no screen reader runs and no gesture was made.
    public var screenReader: ScreenReader? { session.screenReader }
    /// Full Keyboard Access's focus ring; nil before the first key.
    public var keyboard: KeyboardFocus? { session.keyboard }
    /// Voice Control's overlay and pending choices.
    public var voiceControl: VoiceControl { session.voiceControl }
    /// Whether the player was closed (by ``close()`` or a Close command).
    public var isClosed: Bool { session.isClosed }
    /// The media position.
    public var position: MediaTime { session.position }
    /// Time since the player opened, on its clock (virtual in fast and manual modes); it
    /// never goes back.
    public var sessionTime: MediaTime { session.sessionTime }
    /// The host time of the player's clock as of the last input.
    public var now: HostTime { session.now }
    /// The captions on screen, in order of start.
    public var activeCues: [Cue] { session.activeCues }

    /// Stops playing and releases the source, the loader thread and every FFmpeg resource;
    /// ends the event streams. Safe to call more than once.
    public func close() {
        if !session.isClosed {
            _ = session.handle(.close, at: session.now)
        }
        release()
    }

    /// Releases what the player holds once its session is over.
    func release() {
        guard !isReleased else { return }
        isReleased = true
        loader.close()
        reader?.close()
        reader = nil
        for observer in outputObservers {
            observer(.close)
        }
        for continuation in continuations {
            continuation.finish()
        }
        continuations.removeAll()
    }
}
