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
/// media, clocks or I/O, so any state can be built by hand in a test.
public struct PlayerState: Hashable, Sendable {
    /// Playing, paused, idle or ended.
    public var playback: Playback = .idle {
        didSet { noteChange(from: oldValue, to: playback) }
    }
    /// The current media time.
    public var position: MediaTime = .zero
    /// The program's length; nil when live or unknown.
    public var duration: MediaTime? {
        didSet { noteChange(from: oldValue, to: duration) }
    }
    /// The newest time available, for live sources; nil for on-demand media.
    public var liveEdge: MediaTime? {
        didSet { noteChange(from: oldValue, to: liveEdge) }
    }
    /// How far behind the live edge playback joined a live source (three target durations
    /// for HLS, RFC 8216 §6.3.3, or its `EXT-X-START`): the live point the skin calls Live
    /// and Watch live goes back to is this far behind the edge. Zero for on-demand media.
    public var liveJoinDistance: MediaTime = .zero {
        didSet { noteChange(from: oldValue, to: liveJoinDistance) }
    }
    /// Whether slow motion is on.
    public var isSlowMotion = false {
        didSet { noteChange(from: oldValue, to: isSlowMotion) }
    }
    /// A rate a remote client chose that is neither normal speed nor slow motion (mpv's
    /// `speed` 1.5, say); nil otherwise. Normal speed or slow motion clears it.
    public var customRate: Double? {
        didSet { noteChange(from: oldValue, to: customRate) }
    }
    /// The rate used while slow motion is on, as a fraction of normal speed; change it through
    /// ``EngineEvent/slowMotionRateChanged(_:)`` once playing, so the media clock is rebased.
    public var slowMotionRate: Double = 0.5 {
        didSet { noteChange(from: oldValue, to: slowMotionRate) }
    }
    /// Whether sound is muted by the viewer.
    public var isMuted = false {
        didSet { noteChange(from: oldValue, to: isMuted) }
    }
    /// Output level from 0 to 1; 0 counts as muted.
    public var volume: Double = 1 {
        didSet { noteChange(from: oldValue, to: volume) }
    }
    /// Whether the controls are locked (only Unlock is accepted).
    public var isLocked = false {
        didSet { noteChange(from: oldValue, to: isLocked) }
    }
    /// Whether the on-screen controls are visible.
    public var controlsVisible = true {
        didSet { noteChange(from: oldValue, to: controlsVisible) }
    }
    /// The panel shown over the controls, if any.
    public var openPanel: Panel? {
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
    public var captions: CaptionSelection = .off {
        didSet { noteChange(from: oldValue, to: captions) }
    }
    /// Whether the chosen captions are hidden (mpv's `sub-visibility` off): ``captions`` keeps
    /// the choice, and nothing is on screen until they are shown again.
    public var captionsHidden = false {
        didSet { noteChange(from: oldValue, to: captionsHidden) }
    }
    /// How much later than their times the captions show (mpv's `sub-delay`; negative:
    /// earlier). Zero unless a client set it.
    public var captionDelay: MediaTime = .zero {
        didSet { noteChange(from: oldValue, to: captionDelay) }
    }
    /// A second caption track shown beside the chosen one (mpv's `secondary-sid`), if any.
    public var secondaryCaptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: secondaryCaptionTrack) }
    }
    /// The text description track spoken (its cues said at their starts), apart from the
    /// captions shown; nil for descriptions off.
    public var descriptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: descriptionTrack) }
    }
    /// The audio track in effect.
    public var audioTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: audioTrack) }
    }
    /// The legible tracks the viewer can choose from, in display order.
    public var captionTracks: [TrackInfo] = [] {
        didSet { noteChange(from: oldValue, to: captionTracks) }
    }
    /// The audio tracks the viewer can choose from, in display order.
    public var audioTracks: [TrackInfo] = [] {
        didSet { noteChange(from: oldValue, to: audioTracks) }
    }
    /// Whether the source is a caption file played by itself, whose captions are shown
    /// whatever the caption setting.
    public internal(set) var isCaptionFile = false {
        didSet { noteChange(from: oldValue, to: isCaptionFile) }
    }
    /// The program's title metadata.
    public var metadata = TitleMetadata() {
        didSet { noteChange(from: oldValue, to: metadata) }
    }
    /// Whether a screen reader is running: the controls then stay up longer before hiding,
    /// and a Show controls button stands in for them once hidden.
    public var screenReaderRunning = false {
        didSet { noteChange(from: oldValue, to: screenReaderRunning) }
    }
    /// How long the controls stay up while playing untouched, without a screen reader.
    public var controlsHideDelay = PlayerState.autoHideDelay {
        didSet { noteChange(from: oldValue, to: controlsHideDelay) }
    }
    /// How long they stay up while a screen reader runs.
    public var screenReaderControlsHideDelay = PlayerState.screenReaderAutoHideDelay {
        didSet { noteChange(from: oldValue, to: screenReaderControlsHideDelay) }
    }
    /// Maps host time to ``position`` while playing; rebased on every rate or play/pause change.
    public var mediaClock = MediaClock()
    /// The target of a seek the source has not reached yet; time holds still until it has.
    public var pendingSeek: MediaTime?
    /// The host time of the viewer's last accepted command, for auto-hiding the controls.
    public var lastInteraction = HostTime.zero
    /// The viewer's caption and audio preferences.
    public var trackPreferences = TrackPreferences() {
        didSet { noteChange(from: oldValue, to: trackPreferences) }
    }
    /// Whether the viewer chose the captions for this source (the policy then leaves them).
    public var captionsChosenByUser = false {
        didSet { noteChange(from: oldValue, to: captionsChosenByUser) }
    }
    /// Whether the viewer chose the audio track for this source (the policy then leaves it).
    public var audioChosenByUser = false {
        didSet { noteChange(from: oldValue, to: audioChosenByUser) }
    }
    /// A forced track shown while captions are off, because it matches the audio language.
    public var forcedCaptionTrack: TrackID? {
        didSet { noteChange(from: oldValue, to: forcedCaptionTrack) }
    }
    /// Full screen, Picture in Picture, Cast and AirPlay, quality and caption style.
    public var presentation = PresentationState() {
        didSet { noteChange(from: oldValue, to: presentation) }
    }

    /// Whether a field the state log reports changed since the machine last told of it.
    var untoldChange = UntoldChange()

    /// A state with every field at its default: idle at zero, sound on, captions off.
    public init() {}

    /// Whether the source is live.
    public var isLive: Bool { liveEdge != nil }

    /// Whether no sound comes out: muted, or the volume at zero.
    public var isEffectivelyMuted: Bool { isMuted || volume <= 0 }

    /// The playback rate in effect.
    public var rate: Double { customRate ?? (isSlowMotion ? slowMotionRate : 1) }
}
