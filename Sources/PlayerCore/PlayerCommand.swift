/// How to change an on/off setting: set it, clear it, or flip it.
public enum SwitchAction: Hashable, Sendable {
    /// Turn the setting on.
    case on
    /// Turn the setting off.
    case off
    /// Turn the setting to the opposite of what it is.
    case toggle
}

/// Where a seek goes: to a time, or by a span from where playback is heading.
public enum SeekTarget: Hashable, Sendable {
    /// A signed span added to the current (or still pending) target.
    case offset(MediaTime)
    /// A time on the timeline.
    case time(MediaTime)
}

/// What the viewer (or the tick driver) asks the player to do; the input of the reducer.
///
/// Every case except ``tick`` comes from a person and is rejected with
/// ``CommandRejection/controlsLocked`` while the controls are locked, ``unlock`` excepted.
/// ``tick`` only lets time pass, so playback goes on while locked.
public enum PlayerCommand: Hashable, Sendable {
    /// Start or resume playing; from the end, start again at zero (Replay).
    case play
    /// Stop time moving.
    case pause
    /// Pause when playing, otherwise play (the Play/Pause button and the magic tap).
    case togglePlayPause
    /// Jump back ``PlayerState/skipInterval`` (10 s).
    case rewind
    /// Jump forward ``PlayerState/skipInterval`` (10 s).
    case forward
    /// Jump to a time or by a span; build it with ``seek(by:)`` or ``seek(to:)``.
    case seek(SeekTarget)
    /// Silence the sound, keeping the volume.
    case mute
    /// Let sound out again.
    case unmute
    /// Unmute when no sound comes out, otherwise mute.
    case toggleMute
    /// Set the output level and unmute (the volume slider was moved); values outside 0…1
    /// are clamped.
    case setVolume(Double)
    /// Turn slow motion on, off, or over.
    case slowMotion(SwitchAction)
    /// Lock the controls so that only ``unlock`` is accepted.
    case lock
    /// Unlock the controls.
    case unlock
    /// Choose a caption track, or no captions; beats the automatic policy until the next source.
    case selectCaptions(CaptionSelection)
    /// Choose an audio track; beats the automatic policy until the next source.
    case selectAudio(TrackID)
    /// Show a panel of choices over the controls.
    case openPanel(Panel)
    /// Dismiss the open panel.
    case closePanel
    /// Bring the controls back after they were hidden.
    case showControls
    /// Dismiss the player: stop the source.
    case close
    /// Change the presentation (full screen, Picture in Picture, Cast, AirPlay, quality,
    /// caption style) or move to the next episode.
    case present(PresentationCommand)
    /// Change a setting as a remote client does (mpv's `volume`, `sub-visibility`).
    case adjust(PlayerAdjustment)
    /// Let time pass up to the `at:` time: move the position, end at the duration, hide idle
    /// controls.
    case tick

    /// Jump by a signed span from the current (or still pending) target.
    public static func seek(by offset: MediaTime) -> PlayerCommand {
        .seek(.offset(offset))
    }

    /// Jump to a time on the timeline.
    public static func seek(to time: MediaTime) -> PlayerCommand {
        .seek(.time(time))
    }

    /// Whether the command comes from a person (and so counts as an interaction and obeys the
    /// lock).
    public var isUserCommand: Bool {
        self != .tick
    }
}
