import PlayerAccessibility
import PlayerCore
import PlayerSession

/// How a player's time moves.
public enum PlayerClockMode: Sendable {
    /// Time follows `clock` continuously (the machine's monotonic clock by default).
    case realTime(any PlayerClock)
    /// A virtual clock that jumps straight to the next thing that happens: a cue boundary, a
    /// change of a spoken reading, a scripted command, the end.
    case fast
    /// A virtual clock the caller moves with ``Player/advance(by:)`` or ``Player/advance(to:)``.
    case manual

    /// Real time on the machine's monotonic clock.
    public static var realTime: PlayerClockMode { .realTime(MonotonicClock()) }
}

/// How a ``Player`` speaks, chooses tracks and keeps time.
public struct PlayerOptions: Sendable {
    /// The language of every label, value and announcement.
    public var language: PlayerLanguage
    /// The viewer's caption and audio preferences, followed by the selection policy.
    public var trackPreferences: TrackPreferences
    /// Whether a screen reader is running (then the controls stay up longer before hiding,
    /// and a Show controls button stands in for them once hidden).
    public var screenReaderRunning: Bool
    /// The rate slow motion plays at, as a fraction of normal speed.
    public var slowMotionRate: Double
    /// How long the controls stay up while playing untouched, without a screen reader.
    public var controlsHideDelay = PlayerState.autoHideDelay
    /// How long they stay up while a screen reader runs.
    public var screenReaderControlsHideDelay = PlayerState.screenReaderAutoHideDelay
    /// How time moves.
    public var clock: PlayerClockMode
    /// Where playback, rate, audio-track and volume changes go; nil for none (headless).
    public var output: (any PlaybackOutput)?
    /// The skin: which controls the player offers, in which order, with which texts.
    public var skin = Skin.standard
    /// Which screen reader speaks (VoiceOver unless TalkBack is asked for).
    public var screenReaderKind = ScreenReaderKind.voiceOver
    /// Whether extended description starts on (``SessionConfiguration/extendedDescriptions``).
    public var extendedDescriptions = false
    /// What an overrunning description does with extended description off
    /// (``SessionConfiguration/descriptionOverrun``).
    public var descriptionOverrun = DescriptionOverrun.cut
    /// How long a text description takes to say (``SessionConfiguration/descriptionSpeechLength``).
    public var descriptionSpeechLength: (@Sendable (String, LanguageTag?) -> MediaTime?)?
    /// The wall clock a fast player's live reloads wait on, so that they come no faster than
    /// the stream grows: the machine's monotonic clock by default; a test injects its own.
    public var liveReloadClock: any PlayerClock = MonotonicClock()
    /// How captions are drawn at the start; kept across a playlist's files.
    public var captionStyle = CaptionStyle()

    /// Options with the given parts: English, no preferences, a screen reader running, slow
    /// motion at half speed, real time, no output device.
    public init(
        language: PlayerLanguage = .english, trackPreferences: TrackPreferences = .init(),
        screenReaderRunning: Bool = true, slowMotionRate: Double = 0.5,
        clock: PlayerClockMode = .realTime, output: (any PlaybackOutput)? = nil
    ) {
        self.language = language
        self.trackPreferences = trackPreferences
        self.screenReaderRunning = screenReaderRunning
        self.slowMotionRate = slowMotionRate
        self.clock = clock
        self.output = output
    }
}

extension PlayerOptions {
    /// What the session is told: everything but the clock and the device, whether it waits
    /// for reads (a virtual clock does), and whether it asks for seeks: a fast clock's player
    /// has nothing to seek and no one who follows a seek between its request and its end, so
    /// its session completes seeks itself.
    public var sessionConfiguration: SessionConfiguration {
        let waits: Bool
        if case .realTime = clock { waits = false } else { waits = true }
        let seeks: Bool
        if case .fast = clock { seeks = false } else { seeks = true }
        var configuration = SessionConfiguration(
            language: language, trackPreferences: trackPreferences,
            screenReaderRunning: screenReaderRunning, screenReaderKind: screenReaderKind,
            slowMotionRate: slowMotionRate, controlsHideDelay: controlsHideDelay,
            screenReaderControlsHideDelay: screenReaderControlsHideDelay, skin: skin,
            waitsForReads: waits, seeksSource: seeks)
        configuration.captionStyle = captionStyle
        configuration.extendedDescriptions = extendedDescriptions
        configuration.descriptionOverrun = descriptionOverrun
        configuration.descriptionSpeechLength = descriptionSpeechLength
        return configuration
    }
}
