import PlayerCore

/// A text description as the session speaks it: the cue's text, its track and its times.
public struct DescribedCue: Hashable, Sendable {
    /// The text description track the cue is on.
    public var track: TrackID
    /// The track's name as the panels show it ("English, text description").
    public var trackName: String
    /// What is said: the cue's text, its lines joined.
    public var text: String
    /// When the cue begins, in media time: when it is said.
    public var start: MediaTime
    /// When the cue ends: the time the description has to be said in.
    public var end: MediaTime
    /// The track's language, which picks the voice that says it; nil when the track states
    /// none (the player's language speaks it then).
    public var language: LanguageTag?
    /// How the script asks it to be voiced (a DAPT script's programme gain, speech rate and
    /// recordings); nil when it says nothing.
    public var voicing: CueVoicing?
    /// What the overrun preference did to it, when its speech outlasts the cue with
    /// extended description off; nil when it fits (or extended description waits for it).
    public var overrun: DescriptionOverrunOutcome?
    /// The viewer's description voice it is said with (rate, pitch, volume, voice).
    public var voice = DescriptionVoice()
    /// Whether it is the description voice panel's sample, not a cue of the track.
    public var isSample = false

    /// The description `text` of `track` (named `trackName`, in `language`), timed `start` to
    /// `end`.
    public init(
        track: TrackID, trackName: String, text: String, start: MediaTime, end: MediaTime,
        language: LanguageTag? = nil, voicing: CueVoicing? = nil
    ) {
        self.track = track
        self.trackName = trackName
        self.text = text
        self.start = start
        self.end = end
        self.language = language
        self.voicing = voicing
    }
}
