/// Whether media is moving, and why not.
public enum Playback: String, Hashable, Sendable {
    /// Nothing has played yet.
    case idle
    /// Time is moving.
    case playing
    /// The viewer paused.
    case paused
    /// The end was reached; Play becomes Replay.
    case ended
}

/// A list of choices the player can show over the video.
public enum Panel: String, Hashable, Sendable, CaseIterable {
    /// Caption track choices, "Off" first.
    case closedCaptions
    /// Audio track choices.
    case audio
    /// Normal speed or slow motion.
    case playbackSpeed
    /// The three panels above, each with its current choice (and the skin's quality and
    /// caption style).
    case settings
    /// The Cast devices, "This device" first.
    case cast
    /// The AirPlay devices, "This device" first.
    case airPlay
    /// The video qualities, Auto first.
    case quality
    /// Caption text size, colour and background, each adjustable.
    case captionStyle
    /// Text descriptions' speaking rate, pitch, volume and voice, each adjustable, then a
    /// sample.
    case descriptionVoice
    /// The source's chapters, the one playing selected; choosing one seeks to its start.
    case chapters
    /// Every line of the displayed captions with its time, the current one selected;
    /// choosing one seeks to its start.
    case transcript
}

/// Which captions are shown.
public enum CaptionSelection: Hashable, Sendable {
    /// No captions (a forced track may still show; see the selection policy).
    case off
    /// The legible track with this id.
    case track(TrackID)
}

/// What the program is called, for the title element and the "Current program" announcement.
public struct TitleMetadata: Hashable, Sendable {
    /// The program's title ("Demo Feature").
    public var title: String?
    /// The series it belongs to.
    public var show: String?
    /// When it was first shown, as the container states it ("2024-05-01").
    public var airDate: String?

    /// Metadata with the given parts; all default to unknown.
    public init(title: String? = nil, show: String? = nil, airDate: String? = nil) {
        self.title = title
        self.show = show
        self.airDate = airDate
    }
}

/// Everything the controls show, as one value: the reducer's input and output.
///
/// The state holds what the viewer asked for and what is happening now; it has no references to
/// media, clocks or I/O. Only the reducer changes it (its fields have no public setters), so a
/// test builds a state through the reducer or an initializer.
public struct PlayerState: Hashable, Sendable {
    /// What playback is doing, with the data of that phase (the clock while playing, the
    /// target while seeking); its ``PlaybackPhase/playback`` is what the log reports.
    public internal(set) var phase = PlaybackPhase.idle {
        didSet { notePhaseChange(from: oldValue, to: phase) }
    }
    /// The current media time.
    public internal(set) var position: MediaTime = .zero
    /// The program's length; nil when live or unknown.
    public internal(set) var duration: MediaTime? {
        didSet { noteChange(from: oldValue, to: duration) }
    }
    /// The newest time available, for live sources; nil for on-demand media.
    public internal(set) var liveEdge: MediaTime?
    /// How far behind the live edge playback joined a live source (three target durations
    /// for HLS, RFC 8216 §6.3.3, or its `EXT-X-START`): the live point the skin calls Live
    /// and Watch live goes back to is this far behind the edge. Zero for on-demand media.
    public internal(set) var liveJoinDistance: MediaTime = .zero {
        didSet { noteChange(from: oldValue, to: liveJoinDistance) }
    }
    /// The host time at which the stream reached ``liveEdge``, as far as the player can
    /// tell: when the source opened, or when the clock, running on from the edge before,
    /// reached the one a reload stated (kept between the reload before, which did not list
    /// it, and that reload).
    public internal(set) var liveEdgeMovedAt = HostTime.zero
    /// The host time of the last reload (or of the opening): the live edge was checked then.
    public internal(set) var liveEdgeCheckedAt = HostTime.zero
    /// The session time from ``liveEdgeMovedAt`` to the state's last move in time: how far
    /// the stream has grown, by the clock, past the edge its playlist stated. Zero for
    /// on-demand media.
    public internal(set) var liveEdgeAge: MediaTime = .zero
    /// Whether slow motion is on.
    public internal(set) var isSlowMotion = false {
        didSet { noteChange(from: oldValue, to: isSlowMotion) }
    }
    /// A rate a remote client chose that is neither normal speed nor slow motion (mpv's
    /// `speed` 1.5, say); nil otherwise. Normal speed or slow motion clears it.
    public internal(set) var customRate: Double? {
        didSet { noteChange(from: oldValue, to: customRate) }
    }
    /// The rate used while slow motion is on, as a fraction of normal speed; change it through
    /// ``EngineEvent/slowMotionRateChanged(_:)`` once playing, so the media clock is rebased.
    public internal(set) var slowMotionRate: Double = 0.5 {
        didSet { noteChange(from: oldValue, to: slowMotionRate) }
    }
    /// Whether sound is muted by the viewer.
    public internal(set) var isMuted = false {
        didSet { noteChange(from: oldValue, to: isMuted) }
    }
    /// Output level from 0 to 1; 0 counts as muted.
    public internal(set) var volume: Double = 1 {
        didSet { noteChange(from: oldValue, to: volume) }
    }
    /// Whether the controls are locked (only Unlock is accepted).
    public internal(set) var isLocked = false {
        didSet { noteChange(from: oldValue, to: isLocked) }
    }
    /// Whether the on-screen controls are visible.
    public internal(set) var controlsVisible = true {
        didSet { noteChange(from: oldValue, to: controlsVisible) }
    }
    /// The panel shown over the controls, if any.
    public internal(set) var openPanel: Panel? {
        didSet {
            if openPanel == nil { openPanelParent = nil }
            noteChange(from: oldValue, to: openPanel)
        }
    }
    /// The panel the open one was opened from (Settings, for its Closed Captions entry),
    /// which the open panel's Back element returns to; nil for a panel a control opened.
    public internal(set) var openPanelParent: Panel? {
        didSet { noteChange(from: oldValue, to: openPanelParent) }
    }
    /// The caption choice in effect.
    public internal(set) var captions: CaptionSelection = .off {
        didSet { noteChange(from: oldValue, to: captions) }
    }
    /// Whether the chosen captions are hidden (mpv's `sub-visibility` off): ``captions`` keeps
    /// the choice, and nothing is on screen until they are shown again.
    public internal(set) var captionsHidden = false {
        didSet { noteChange(from: oldValue, to: captionsHidden) }
    }
    /// How much later than their times the captions show (mpv's `sub-delay`; negative:
    /// earlier). Zero unless a client set it.
    public internal(set) var captionDelay: MediaTime = .zero {
        didSet { noteChange(from: oldValue, to: captionDelay) }
    }
    /// A second caption track shown beside the chosen one (mpv's `secondary-sid`), if any.
    public internal(set) var secondaryCaptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: secondaryCaptionTrack) }
    }
    /// The text description track spoken (its cues said at their starts), apart from the
    /// captions shown; nil for descriptions off.
    public internal(set) var descriptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: descriptionTrack) }
    }
    /// The audio track in effect.
    public internal(set) var audioTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: audioTrack) }
    }
    /// The legible tracks the viewer can choose from, in display order.
    public internal(set) var captionTracks: [TrackInfo] = [] {
        didSet { noteChange(from: oldValue, to: captionTracks) }
    }
    /// The audio tracks the viewer can choose from, in display order.
    public internal(set) var audioTracks: [TrackInfo] = [] {
        didSet { noteChange(from: oldValue, to: audioTracks) }
    }
    /// Whether the source is a caption file played by itself, whose captions are shown
    /// whatever the caption setting.
    public internal(set) var isCaptionFile = false {
        didSet { noteChange(from: oldValue, to: isCaptionFile) }
    }
    /// The program's title metadata.
    public internal(set) var metadata = TitleMetadata() {
        didSet { noteChange(from: oldValue, to: metadata) }
    }
    /// Whether a screen reader is running: the controls then stay up longer before hiding,
    /// and a Show controls button stands in for them once hidden.
    public internal(set) var screenReaderRunning = false {
        didSet { noteChange(from: oldValue, to: screenReaderRunning) }
    }
    /// How long the controls stay up while playing untouched, without a screen reader.
    public internal(set) var controlsHideDelay = PlayerState.autoHideDelay {
        didSet { noteChange(from: oldValue, to: controlsHideDelay) }
    }
    /// How long they stay up while a screen reader runs.
    public internal(set) var screenReaderControlsHideDelay = PlayerState.screenReaderAutoHideDelay {
        didSet { noteChange(from: oldValue, to: screenReaderControlsHideDelay) }
    }
    /// The host time of the viewer's last accepted command, for auto-hiding the controls.
    public internal(set) var lastInteraction = HostTime.zero
    /// The viewer's caption and audio preferences.
    public internal(set) var trackPreferences = TrackPreferences() {
        didSet { noteChange(from: oldValue, to: trackPreferences) }
    }
    /// Whether the viewer chose the captions for this source (the policy then leaves them).
    public internal(set) var captionsChosenByUser = false {
        didSet { noteChange(from: oldValue, to: captionsChosenByUser) }
    }
    /// Whether the viewer chose the audio track for this source (the policy then leaves it).
    public internal(set) var audioChosenByUser = false {
        didSet { noteChange(from: oldValue, to: audioChosenByUser) }
    }
    /// A forced track shown while captions are off, because it matches the audio language.
    public internal(set) var forcedCaptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: forcedCaptionTrack) }
    }
    /// Full screen, Picture in Picture, Cast and AirPlay, quality and caption style.
    public internal(set) var presentation = PresentationState() {
        didSet { noteChange(from: oldValue, to: presentation) }
    }

    /// Whether a field the state log reports changed since the machine last told of it.
    var untoldChange = UntoldChange()
    /// Whether a field changed in more than time passing changes since the state's mirror
    /// (a control model) last took it.
    var changeBeyondTime = UntoldChange()

    /// A state with every field at its default: idle at zero, sound on, captions off.
    public init() {}

    /// A state at its defaults with the viewer's settings: track preferences, whether a
    /// screen reader runs, the slow-motion rate, how long the controls stay up (without and
    /// with a screen reader) and the caption style.
    public init(
        trackPreferences: TrackPreferences, screenReaderRunning: Bool,
        slowMotionRate: Double = 0.5, controlsHideDelay: MediaTime = PlayerState.autoHideDelay,
        screenReaderControlsHideDelay: MediaTime = PlayerState.screenReaderAutoHideDelay,
        captionStyle: CaptionStyle = CaptionStyle()
    ) {
        self.trackPreferences = trackPreferences
        self.screenReaderRunning = screenReaderRunning
        self.slowMotionRate = slowMotionRate
        self.controlsHideDelay = controlsHideDelay
        self.screenReaderControlsHideDelay = screenReaderControlsHideDelay
        presentation.captionStyle = captionStyle
    }

    /// Whether the source is live.
    public var isLive: Bool { liveEdge != nil }

    /// Playing, paused, idle or ended (while seeking, what follows the seek).
    public var playback: Playback { phase.playback }

    /// The target of a seek the source has not reached yet; time holds still until it has.
    public var pendingSeek: MediaTime? {
        guard case .seeking(let target, _, _) = phase else { return nil }
        return target
    }

    /// Maps host time to ``position``: the playing clock, else one stopped at the position
    /// (anchored where a pending seek was asked for, so the instants it will reach can be
    /// counted from there).
    public var mediaClock: MediaClock {
        switch phase {
        case .playing(let clock): clock
        case .seeking(_, _, let since):
            MediaClock(media: position, at: since, rate: playbackRate)
        case .idle, .paused, .ended, .closed: MediaClock(media: position, rate: playbackRate)
        }
    }

    /// Whether no sound comes out: muted, or the volume at zero.
    public var isEffectivelyMuted: Bool { isMuted || volume <= 0 }

    /// The playback rate in effect.
    public var rate: Double { customRate ?? (isSlowMotion ? slowMotionRate : 1) }
}
