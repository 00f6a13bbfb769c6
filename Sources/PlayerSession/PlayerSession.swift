import PlayerAccessibility
import PlayerCore

/// The whole of a player's hot state as one value: the control state and its reducer, the
/// control model, the assistive-technology models, the caption timelines, the live schedule
/// and the script queue. It does no I/O and reads no clock.
///
/// Everything that happens goes in through ``handle(_:at:)``, which returns what the outside
/// must do or know, in order. Whoever drives the session (PlayerEngine's `Player`, a test)
/// performs each output and hands the outcome back as an input:
///
/// ```swift
/// var session = PlayerSession(catalog: catalog, configuration: SessionConfiguration())
/// _ = session.handle(.sourceOpened, at: .zero)
/// for output in session.handle(.command(.play), at: .zero).outputs {
///     if case .log(let event) = output { print(SpokenLogFormat.text.line(for: event)) }
/// }
/// for output in session.handle(.tick, at: .seconds(5)).outputs {
///     if case .loadTrack(let track, _) = output { … read it, then feed `.cuesLoaded` … }
/// }
/// ```
///
/// Outputs that want an answer (``SessionOutput/seekSource(_:)``,
/// ``SessionOutput/readActiveCues(_:at:)``, a waiting ``SessionOutput/loadTrack(_:waits:)`` or
/// ``SessionOutput/reload(waits:)``) come after the step's log lines; what the step changed is
/// reported once every answer came in, so a seek's state is logged once, after the source
/// reached its target, and ``PlayerState/pendingSeek`` holds the target in between.
///
/// The session is a value: copying it copies the player's state, and a driver that calls back
/// into it while performing an output cannot see it half-changed.
public struct PlayerSession: Sendable {
    /// How the session speaks, chooses tracks and waits.
    public let configuration: SessionConfiguration
    /// What opening the source found: format, length, title, tracks, warnings.
    public let catalog: MediaCatalog
    /// The control state, changed only by the reducer.
    public internal(set) var state: PlayerState
    /// The elements and captions as a screen reader finds them, updated after every reduction.
    public internal(set) var model: ControlModel
    /// The screen-reader cursor; nil while no screen reader runs and no gesture was made.
    public internal(set) var screenReader: ScreenReader?
    /// Full Keyboard Access's focus ring; nil before the first key.
    public internal(set) var keyboard: KeyboardFocus?
    /// Voice Control's overlay and pending choices.
    public internal(set) var voiceControl = VoiceControl()
    /// Whether the session is over (a Close command, a stop, ``SessionInput/close``).
    public internal(set) var isClosed = false
    /// The host time of the last input.
    public internal(set) var now: HostTime
    /// The host time the session began at: session time counts from it.
    public let start: HostTime

    /// The caption bookkeeping: loaded tracks, the installed one, what is on screen.
    var captions = CaptionBook()
    /// The text description bookkeeping: the cues read, the track spoken, the next cue.
    var descriptions = DescriptionBook()
    /// Scripted actions not yet performed, in order.
    var pendingScript: ArraySlice<PlayerScript.Entry> = []
    /// When the last scripted line ran (or the script was scheduled): `wait` counts from it.
    var scriptClock: HostTime
    /// The position at which the session stops (`--until`), if any.
    var stopPosition: MediaTime?
    /// The events of the step in progress, delivered together when it ends.
    var batch: [PlayerEvent] = []
    /// The log lines and notices of the input being handled, in order.
    var outputs: [SessionOutput] = []
    /// What the input being handled asks of the outside, after its log lines.
    var requests: [SessionOutput] = []
    /// How many answers the step in progress still waits for.
    var awaitedAnswers = 0
    /// How the step in progress ends once its answers came.
    var pendingFinish: StepFinish?
    /// The targets of the seeks the session completes itself, no runtime seeking
    /// (``SessionConfiguration/seeksSource``), in order.
    var seeksToComplete: [MediaTime] = []
    /// The controls whose element changed since the last report.
    var changedControls = ControlSet()
    /// What the effects of the step in progress announced, reported after its focus.
    var announcements: [SpokenAnnouncement] = []
    /// Caption reads that failed, reported once someone listens.
    var readErrors: [String] = []
    /// Whether someone listens to the log (read errors wait until then).
    var isObserved = false
    /// Whether a ``PlayerEffect/stop`` asked the session to end at the end of the step.
    var stopRequested = false
    /// When a live source reloads next.
    var live = LiveSchedule()
    /// The reducer's effects for the command being reduced; kept between commands so that a
    /// tick allocates nothing.
    var effectBuffer: [PlayerEffect] = []
    /// The next instant something can happen, kept while only quiet ticks come.
    var nextInstant = NextInstantCache()

    /// A session over the source `catalog` describes, beginning at host time `start`; a live
    /// source first reloads `firstReloadDelay` later. Its tracks are chosen by the first
    /// input, ``SessionInput/sourceOpened``.
    public init(
        catalog: MediaCatalog, configuration: SessionConfiguration, at start: HostTime = .zero,
        firstReloadDelay: MediaTime? = nil
    ) {
        self.configuration = configuration
        self.catalog = catalog
        self.start = start
        now = start
        scriptClock = start
        let state = PlayerState(
            trackPreferences: configuration.trackPreferences,
            screenReaderRunning: configuration.screenReaderRunning,
            slowMotionRate: configuration.slowMotionRate,
            controlsHideDelay: configuration.controlsHideDelay,
            screenReaderControlsHideDelay: configuration.screenReaderControlsHideDelay,
            captionStyle: configuration.captionStyle)
        self.state = state
        descriptions.extended = configuration.extendedDescriptions
        model = ControlModel(
            state: state, language: configuration.language,
            layout: SkinLayout(skin: configuration.skin, catalog: catalog))
        if configuration.screenReaderRunning {
            screenReader = ScreenReader(kind: configuration.screenReaderKind)
            // The player screen appears: the cursor lands as VoiceOver's does (`focus` line).
            _ = screenReader?.landOnAppearingScreen(model)
        }
        if catalog.isLive, let firstReloadDelay {
            live.nextReload = start.advanced(by: firstReloadDelay)
        }
        batch.reserveCapacity(16)
        effectBuffer.reserveCapacity(4)
    }

    /// Takes in `input`, happening at host time `time` (never earlier than the last input's),
    /// and returns everything it came to: what the outside must do or know, in order, and the
    /// answer to the input. Nothing comes after ``SessionOutput/close``; once closed, the
    /// session returns an empty step.
    public mutating func handle(_ input: SessionInput, at time: HostTime) -> SessionStep {
        guard !isClosed else { return SessionStep() }
        now = max(now, time)
        var verdict = SessionAnswer.none
        switch input {
        case .tick, .advance, .advanceInTicks:
            // Time passing keeps the next instant unless its tick was not quiet (`passTime`).
            break
        default: nextInstant.forget()
        }
        switch input {
        case .sourceOpened: open()
        case .sourceReplaced(let catalog, let delay):
            replaceSource(with: catalog, firstReloadDelay: delay)
        case .tick: passTime()
        case .advance(let target): advance(to: target)
        case .advanceInTicks(let step, let end): advance(to: end, inTicksOf: step)
        case .command(let command): verdict = .answered(send(command), voiceReply: nil)
        case .gesture(let gesture): verdict = .answered(perform(gesture), voiceReply: nil)
        case .focus(let id): verdict = .answered(focus(on: id), voiceReply: nil)
        case .action(let action):
            let (response, voiceReply) = perform(action)
            verdict = .answered(response, voiceReply: voiceReply)
        case .engine(let event): receive(event)
        case .schedule(let script):
            if pendingScript.isEmpty {
                // The script's clock starts now: where playback joined, on a live stream.
                scriptClock = now
            }
            pendingScript.append(contentsOf: script.entries)
        case .stopAt(let position): stopPosition = position
        case .observed: isObserved = true
        case .cuesLoaded(let track, let result): answer { $0.receive(result, for: track) }
        case .cuesFinished(let finished): receive(finished)
        case .activeCuesRead(let track, let result):
            answer { $0.receiveActiveCues(result, of: track) }
        case .reloaded(let result): answer { $0.apply(result) }
        case .seekCompleted(let target): answer { $0.completeSeek(to: target) }
        case .sourceEnded(let reason):
            let playbackBefore = state.playback
            if let reason { readErrors.append(reason) }
            receive(.endOfStream)
            finishStep(at: state.position, checkingAll: false, playbackBefore: playbackBefore)
        case .message(let text, let duration):
            verdict = .answered(show(text, for: duration), voiceReply: nil)
        case .close:
            isClosed = true
        }
        var taken = takeOutputs()
        if !seeksToComplete.isEmpty {
            completeSeeksItself(after: &taken)
        }
        return SessionStep(outputs: taken, answer: verdict)
    }

    /// Takes in `input` at the host time of the last input: a virtual clock's driver, whose
    /// time moves only through ``SessionInput/advance(to:)``.
    public mutating func handle(_ input: SessionInput) -> SessionStep {
        handle(input, at: now)
    }

    /// Time since the session began (virtual in fast and manual modes); it never goes back.
    public var sessionTime: MediaTime {
        MediaTime(microseconds: now.nanoseconds(since: start) / 1_000)
    }

    /// The media position.
    public var position: MediaTime { state.position }

    /// The captions on screen, in order of start.
    public var activeCues: [Cue] { model.activeCues }

    /// The outputs of the input handled, log lines first, then what it asks for.
    @inline(__always)
    mutating func takeOutputs() -> [SessionOutput] {
        guard !outputs.isEmpty || !requests.isEmpty else { return [] }
        var taken: [SessionOutput] = []
        swap(&taken, &outputs)
        taken.append(contentsOf: requests)
        requests.removeAll(keepingCapacity: true)
        return taken
    }
}

/// How a step that waits for answers is reported once they came.
enum StepFinish {
    /// Opening: what opening changed is the starting point, not news.
    case opening
    /// A tick waiting for a live reload before it lets time pass; what the reload ends is
    /// reported against the playback before it.
    case tick(playbackBefore: Playback)
    /// A tick or an input: report the changes, all controls when `checkingAll`.
    case step(checkingAll: Bool, playbackBefore: Playback)
}
