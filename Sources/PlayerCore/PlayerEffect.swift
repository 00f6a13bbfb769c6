/// What the engine must do after a reduction; the reducer itself does no I/O.
public enum PlayerEffect: Hashable, Sendable {
    /// Seek the source to this media time, then report ``EngineEvent/seekCompleted(_:)``.
    case seekSource(to: MediaTime)
    /// Start (true) or stop (false) pulling media from the source.
    case setPlaying(Bool)
    /// Present media at this rate (slow motion on or off).
    case setRate(PlaybackRate)
    /// Decode and show this legible track (the chosen one or a forced one), or none.
    case showCaptionTrack(TrackID?)
    /// Read this legible track whole, for showing it beside the chosen one (a secondary
    /// track) or speaking it (a text description track).
    case loadSecondaryCaptionTrack(TrackID)
    /// Play this audio track.
    case selectAudioTrack(TrackID)
    /// Set the audio output gain from 0 to 1 (0 while muted).
    case setOutputVolume(Double)
    /// Tell the viewer something; the accessibility layer composes the words.
    case announce(Announcement)
    /// Close the source and release it.
    case stop
    /// Present the picture this way (full screen, Picture in Picture, the device it plays
    /// on, the quality, the caption style).
    case setPresentation(PresentationState)
}

/// Something worth telling a screen-reader user, as data; never words.
public enum Announcement: Hashable, Sendable {
    /// The position jumped to this time.
    case seeked(to: MediaTime)
    /// These captions are now shown (nil: captions off).
    case captionsSelected(TrackInfo?)
    /// This audio track now plays.
    case audioSelected(TrackInfo)
    /// Slow motion turned on (true) or off (false).
    case slowMotion(Bool)
    /// The controls are now locked.
    case locked
    /// The controls are unlocked.
    case unlocked
    /// A command was refused because the controls are locked.
    case controlsLocked
    /// A titled program started playing.
    case programStarted(TitleMetadata)
    /// The program reached its end.
    case ended
    /// The viewer (or the up-next countdown) moved to the next episode.
    case nextEpisode
    /// The description voice panel's Sample: a sentence said as descriptions are.
    case descriptionSample
}
