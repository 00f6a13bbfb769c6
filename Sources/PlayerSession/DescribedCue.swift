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

    /// The description `text` of `track` (named `trackName`), timed `start` to `end`.
    public init(track: TrackID, trackName: String, text: String, start: MediaTime, end: MediaTime) {
        self.track = track
        self.trackName = trackName
        self.text = text
        self.start = start
        self.end = end
    }
}
