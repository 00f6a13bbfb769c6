import PlayerCore

/// The mpv options an IPC session keeps for its clients beyond the player's own state: the
/// loops it carries out, where `screenshot` writes, the seek `revert-seek` returns from, and
/// values a headless player keeps without drawing them (`fullscreen`, `audio-delay`), so that a client reads back what it set, as from mpv without a window.
struct IPCSettings {
    /// How often the file plays again at its end; nil for none (`loop-file=no`), `.max` for
    /// `inf`.
    var loopFile: Int64?
    /// How many times the file has played again for `loop-file` (from 0 each file).
    var loopsDone: Int64 = 0
    /// The A-B loop's start in media seconds; nil for "no".
    var abLoopA: Double?
    /// The A-B loop's end in media seconds; nil for "no".
    var abLoopB: Double?
    /// The captions' scale (mpv's `sub-scale`); with `sub-font-size` it sets the caption
    /// style's size.
    var subScale = 1.0
    /// The outline width `sub-border-size` last set above 0 (mpv's default 3).
    var subBorderSize = 3.0
    /// The shadow offset `sub-shadow-offset` last set above 0.
    var subShadowOffset = 2.0
    /// Seconds the audio is shifted (mpv's `audio-delay`).
    var audioDelay = 0.0
    /// mpv's `fullscreen`.
    var fullscreen = false
    /// How `screenshot` names its files (mpv's default).
    var screenshotTemplate = "mpv-shot%n"
    /// The folder `screenshot` writes to; empty for the working directory.
    var screenshotDirectory = ""
    /// The last `%n` a screenshot used.
    var screenshotNumber = 0
    /// The position `revert-seek` returns to: the last mark, or where the last seek started.
    var revertTarget: MediaTime?
    /// Whether ``revertTarget`` is a mark `revert-seek mark` set: seeks leave it as it is.
    var revertTargetIsMark = false
    /// Whether the mark was set with `mark-permanent`: `revert-seek` keeps it.
    var revertMarkIsPermanent = false
}
