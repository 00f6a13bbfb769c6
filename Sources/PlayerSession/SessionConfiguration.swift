import PlayerAccessibility
import PlayerCore

/// How a ``PlayerSession`` speaks, chooses tracks, and waits for what it asks.
public struct SessionConfiguration: Sendable {
    /// The language of every label, value and announcement.
    public var language: PlayerLanguage
    /// The viewer's caption and audio preferences, followed by the selection policy.
    public var trackPreferences: TrackPreferences
    /// Whether a screen reader is running.
    public var screenReaderRunning: Bool
    /// Which screen reader speaks.
    public var screenReaderKind: ScreenReaderKind
    /// The rate slow motion plays at, as a fraction of normal speed.
    public var slowMotionRate: Double
    /// How long the controls stay up while playing untouched, without a screen reader.
    public var controlsHideDelay: MediaTime
    /// How long they stay up while a screen reader runs.
    public var screenReaderControlsHideDelay: MediaTime
    /// The skin: which controls there are, in which order, with which texts.
    public var skin: Skin
    /// How captions are drawn at the start (a settings file's or `--caption-style`'s style).
    public var captionStyle = CaptionStyle()
    /// Whether the clock waits for whole caption tracks and reloads before moving (virtual
    /// clocks, so that runs are deterministic); otherwise the cues at an instant are read
    /// directly while the whole track loads.
    public var waitsForReads: Bool
    /// Whether the runtime moves the source on a seek, asked with
    /// ``SessionOutput/seekSource(_:)`` and answered with ``SessionInput/seekCompleted(_:)``.
    /// When false (a runtime with nothing to move, a virtual clock's) the session asks nothing
    /// and completes the seek itself where that answer would have come: the same log, no
    /// round trip.
    public var seeksSource: Bool
    /// Whether extended description starts on: playback pauses at a description's end while
    /// its speech goes on (the script's `extended on|off` changes it).
    public var extendedDescriptions = false
    /// What happens to a description whose speech outlasts its cue while extended
    /// description is off: cut at the next description, or said faster.
    public var descriptionOverrun = DescriptionOverrun.cut
    /// How long a text description takes to say in a language's voice (the track's; nil when
    /// unknown), as the speech path says it; nil (or a failed measure) extends nothing.
    public var descriptionSpeechLength:
        (@Sendable (_ text: String, _ language: LanguageTag?) -> MediaTime?)?

    /// A configuration with the given parts: English, no preferences, a screen reader
    /// (VoiceOver) running, slow motion at half speed, the standard skin, waiting for reads,
    /// its seeks asked of the runtime.
    public init(
        language: PlayerLanguage = .english, trackPreferences: TrackPreferences = .init(),
        screenReaderRunning: Bool = true, screenReaderKind: ScreenReaderKind = .voiceOver,
        slowMotionRate: Double = 0.5, controlsHideDelay: MediaTime = PlayerState.autoHideDelay,
        screenReaderControlsHideDelay: MediaTime = PlayerState.screenReaderAutoHideDelay,
        skin: Skin = .standard, waitsForReads: Bool = true, seeksSource: Bool = true
    ) {
        self.language = language
        self.trackPreferences = trackPreferences
        self.screenReaderRunning = screenReaderRunning
        self.screenReaderKind = screenReaderKind
        self.slowMotionRate = slowMotionRate
        self.controlsHideDelay = controlsHideDelay
        self.screenReaderControlsHideDelay = screenReaderControlsHideDelay
        self.skin = skin
        self.waitsForReads = waitsForReads
        self.seeksSource = seeksSource
    }
}
