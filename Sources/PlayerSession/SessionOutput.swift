import PlayerCore

/// Everything a ``PlayerSession`` asks the outside to do or tells it, in the order it must
/// happen.
///
/// Outputs marked "answer" expect the performer to hand the outcome back as an input before
/// anything else: the step that asked for them is reported once every answer came.
public enum SessionOutput: Hashable, Sendable {
    /// A line of the spoken-state log.
    case log(LoggedEvent)
    /// Move the source to `target`; answer with ``SessionInput/seekCompleted(_:)``. Between the
    /// two the state's ``PlayerState/pendingSeek`` holds the target (mpv's `seeking`).
    case seekSource(MediaTime)
    /// A seek was completed at this position (mpv's `playback-restart`).
    case seeked(MediaTime)
    /// Read the whole caption track; when `waits`, answer with ``SessionInput/cuesLoaded(_:_:)``
    /// at once (virtual clocks), else whenever the read ends.
    case loadTrack(TrackID, waits: Bool)
    /// Read the cues of `track` on screen at `time` now; answer with
    /// ``SessionInput/activeCuesRead(_:_:)``.
    case readActiveCues(TrackID, at: MediaTime)
    /// Reload the live source; when `waits`, answer with ``SessionInput/reloaded(_:)`` at once.
    case reload(waits: Bool)
    /// A caption track's cues were all loaded (or its read failed).
    case trackLoaded(TrackID)
    /// The live edge moved to this position.
    case liveEdgeMoved(MediaTime)
    /// Tell the picture-and-sound device: start or stop, the rate, the audio track, the gain,
    /// the presentation.
    case device(PlayerEffect)
    /// The session is over: release the source. Nothing follows.
    case close
}
