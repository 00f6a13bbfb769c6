/// A reader whose tracks can be handed over before all their cues are finished: the cues come
/// back at once, some unfinished (a picture caption whose text is still being recognised),
/// and each finished cue is delivered later, off the caller's thread, in the order the cues
/// will be shown from a position.
///
/// The player's loader reads a track this way when it does not wait for the answer (real
/// time), so that playback never waits on work it can do later; it reads with
/// ``CueReader/readCues(of:)`` when it waits (virtual clocks), which finishes every cue.
public protocol ProgressiveCueReader: CueReader {
    /// Every cue of `track`, as ``CueReader/readCues(of:)`` gives them but possibly
    /// unfinished; the finished versions of unfinished cues go to `deliver` (on another
    /// thread), those shown from `position` first, a batch at a time, each batch sorted by
    /// start. A finished cue has the unfinished one's start, end and image.
    func readCues(
        of track: TrackID, from position: MediaTime,
        deliver: @escaping @Sendable (FinishedCues) -> Void
    ) throws(MediaError) -> CueReading

    /// Puts the cues from `position` first in what is left to finish (a seek); callable from
    /// any thread.
    var prioritization: @Sendable (MediaTime) -> Void { get }
}

/// Cues of one track finished after the track was read (see ``ProgressiveCueReader``).
public struct FinishedCues: Hashable, Sendable {
    /// The track.
    public var track: TrackID
    /// The finished cues, sorted by start.
    public var cues: [Cue]

    /// `cues` of `track`, finished.
    public init(track: TrackID, cues: [Cue]) {
        self.track = track
        self.cues = cues
    }
}
