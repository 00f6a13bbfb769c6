import PlayerAccessibility
import PlayerCore

/// A player of one source: it opens the media, owns the control state and the accessibility
/// model, carries out every effect the reducer returns, shows captions as time passes, and
/// tells observers what happened.
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
/// Time moves in one of three ways (``PlayerClockMode``): in real time, ``run(_:stopWhenFinished:)``
/// ticks about sixty times a second; in fast mode it jumps from one thing that happens to the
/// next; in manual mode the caller moves time with ``advance(by:)``. Fast and manual modes
/// visit the same instants, so they log the same events whatever the caller's step.
///
/// Caption tracks are read whole on a background thread, only the shown track's stream leaving
/// the demuxer; in real time a seek or a track change shows the cues at that instant at once,
/// read directly, while the whole track loads. Fast and manual modes wait for the loaded track
/// before moving time, so they are deterministic.
///
/// Every command and engine event goes through PlayerCore's reducer; the player then updates
/// the ``ControlModel`` and carries out the reduction's effects in order (a seek moves the
/// caption feed and completes; a caption track is installed; an announcement is logged; a
/// stop closes). A screen-reader cursor (``ScreenReader``) exists while one runs, or from the
/// first gesture: it turns gestures into commands and composes what is said, and the player
/// works the same without it. Full Keyboard Access (``press(_:)``, a focus ring) and Voice
/// Control (``hear(_:)``) reach the same elements, and the skin (``PlayerOptions/skin``) says
/// which there are.
///
/// Not `Sendable`: a player belongs to the thread that made it. Other threads hand it actions
/// through ``inbox``, which real-time ``run(_:stopWhenFinished:)`` drains every tick.
public final class Player {
    /// The options the player was opened with.
    public let options: PlayerOptions
    /// What opening the source found: format, length, title, tracks, warnings.
    public let catalog: MediaCatalog
    /// Actions from other threads, performed by the real-time run loop.
    public let inbox = PlayerInbox()
    // The properties marked `@exclusivity(unchecked)` are those every tick reads or writes.
    // Swift checks each access to a class's stored property at run time, which cost about 230
    // of the 320 ns a steady tick took (`player-bench --section engine`). Dropping the check is
    // safe because no two accesses to them can overlap: the player stays on the thread that
    // made it (it is not Sendable, and its observers and output are Sendable, so they cannot
    // hold it), and each access is a read, an assignment, or a mutating call into value types
    // of PlayerCore and PlayerAccessibility, which cannot reach the player; no closure is
    // passed into such a call.

    /// The control state, changed only by the reducer.
    @exclusivity(unchecked) public internal(set) var state: PlayerState
    /// The elements and captions as a screen reader finds them, updated after every reduction.
    @exclusivity(unchecked) public internal(set) var model: ControlModel
    /// The screen-reader cursor; nil while no screen reader runs and no gesture was made.
    @exclusivity(unchecked) public internal(set) var screenReader: ScreenReader?
    /// Full Keyboard Access's focus ring; nil before the first key.
    public internal(set) var keyboard: KeyboardFocus?
    /// Voice Control's overlay and pending choices.
    public internal(set) var voiceControl = VoiceControl()
    /// The focus ring's element and label as last reported.
    var reportedRing: String?
    /// Whether the player was closed (by ``close()`` or a Close command).
    @exclusivity(unchecked) public internal(set) var isClosed = false

    /// The reader on this thread, for the cues at a seek target; nil once closed.
    var reader: (any CueReader)?
    /// Reads whole caption tracks on its own thread.
    let loader: CueLoader
    /// The host time of the player's clock as of the last step.
    @exclusivity(unchecked) var now: HostTime
    /// The host time the player opened at: session time counts from it.
    let sessionStart: HostTime
    /// The caption bookkeeping: loaded tracks, the installed one, what is on screen.
    @exclusivity(unchecked) var captions = CaptionBook()
    /// Scripted actions not yet performed, in order.
    @exclusivity(unchecked) var pendingScript: ArraySlice<PlayerScript.Entry> = []
    /// What was last reported, to find what changed.
    var reported: ReportedValues
    /// The events of the step in progress, delivered together when it ends.
    @exclusivity(unchecked) var batch: [PlayerEvent] = []
    /// The controls whose element changed since the last report.
    @exclusivity(unchecked) var changedControls = ControlSet()
    /// What the effects of the step in progress announced, reported after its focus.
    @exclusivity(unchecked) var announcements: [SpokenAnnouncement] = []
    /// Caption reads that failed during the step in progress, reported where it ends.
    @exclusivity(unchecked) var readErrors: [String] = []
    /// Whether a ``PlayerEffect/stop`` asked the player to close at the end of the step.
    @exclusivity(unchecked) var stopRequested = false
    /// When a live source reloads next.
    @exclusivity(unchecked) var live = LiveSchedule()
    /// How many seeks the source has carried out, for IPC's `seek` and `playback-restart`.
    var seeksCarriedOut = 0
    /// The synchronous observers.
    var observers: [@Sendable (LoggedEvent) -> Void] = []
    /// The open event streams.
    var continuations: [AsyncStream<LoggedEvent>.Continuation] = []

    /// Opens `source` and chooses its tracks through the core's selection policy; playback
    /// waits for Play.
    public init(source: any PlayerSource, options: PlayerOptions = PlayerOptions())
        throws(MediaError)
    {
        let reader = try source.openReader()
        self.options = options
        self.reader = reader
        self.catalog = reader.catalog
        self.loader = CueLoader(source: source)
        switch options.clock {
        case .realTime(let clock): now = clock.now
        case .fast, .manual: now = .zero
        }
        sessionStart = now
        var state = PlayerState()
        state.trackPreferences = options.trackPreferences
        state.screenReaderRunning = options.screenReaderRunning
        state.slowMotionRate = options.slowMotionRate
        state.controlsHideDelay = options.controlsHideDelay
        state.screenReaderControlsHideDelay = options.screenReaderControlsHideDelay
        self.state = state
        model = ControlModel(
            state: state, language: options.language,
            layout: SkinLayout(skin: options.skin, catalog: catalog))
        screenReader =
            options.screenReaderRunning ? ScreenReader(kind: options.screenReaderKind) : nil
        reported = ReportedValues(model)
        batch.reserveCapacity(16)
        // Errors found here (an unreadable caption track) reach observers with the first step.
        receive(.sourceOpened(catalog.sourceDescription))
        if catalog.isLive, let liveReader = reader as? any LiveCueReader {
            live.nextReload = now.advanced(by: liveReader.nextReloadDelay)
        }
        reported = ReportedValues(model)
    }

    /// Opens the media file or URL at `path` (with extra caption files) and chooses its tracks.
    public convenience init(
        path: String, extraSubtitlePaths: [String] = [], options: PlayerOptions = PlayerOptions()
    ) throws(MediaError) {
        try self.init(
            source: MediaFile(path: path, extraSubtitlePaths: extraSubtitlePaths),
            options: options)
    }

    deinit {
        close()
    }

    /// The media position.
    public var position: MediaTime { state.position }

    /// Time since the player opened, on its clock (virtual in fast and manual modes); it
    /// never goes back.
    public var sessionTime: MediaTime {
        MediaTime(microseconds: now.nanoseconds(since: sessionStart) / 1_000)
    }

    /// The captions on screen, in order of start.
    public var activeCues: [Cue] { model.activeCues }

    /// Stops playing and releases the source, the loader thread and every FFmpeg resource;
    /// ends the event streams. Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        loader.close()
        reader?.close()
        reader = nil
        for continuation in continuations {
            continuation.finish()
        }
        continuations.removeAll()
    }
}
