import PlayerAccessibility
import PlayerCore

/// Everything that happens to a player, as a ``PlayerSession`` takes it in.
///
/// Some inputs come from the user (a command, a gesture, a script line), some from time (a
/// tick), and some are the outcomes of the session's own outputs, fed back by whoever performed
/// them (cues loaded, a playlist reloaded, a seek completed).
///
/// The cases with large payloads are `indirect`, so that the input every tick is (``tick``,
/// ``advance(to:)``, ``advanceInTicks(of:to:)``) stays a few words to copy and needs no allocation.
public enum SessionInput: Sendable {
    /// Time passed: the session's clock now reads the time given to ``PlayerSession/handle(_:at:)``.
    /// Scripted actions whose time has come run after it.
    case tick
    /// A virtual clock moves to this host time, visiting in order every instant before it where
    /// something can happen (``PlayerSession/nextEventTime()``), each a tick. The session stops
    /// early at the first instant that put something out (or reached the run's stop): its
    /// driver performs the outputs and sends the input again, until nothing comes back.
    case advance(to: HostTime)
    /// ``advance(to:)`` in ticks of `of` that end at `to`, as a driver ticking that often would
    /// send them one by one: the ticks end a step apart, the last at `to`, each visiting the
    /// instants inside it. The session stops early as ``advance(to:)`` does; sent again with
    /// the same end, it goes on with the tick in progress. One input for a run of quiet ticks.
    case advanceInTicks(of: MediaTime, to: HostTime)
    /// A player command, as a control would send it.
    case command(PlayerCommand)
    /// A screen-reader gesture; the first one starts the cursor if no screen reader runs.
    case gesture(ScreenReaderGesture)
    /// The screen-reader cursor touched element `id`.
    case focus(ElementID)
    /// A scripted or posted action (a command, a gesture, a caption or audio choice, the
    /// rotor, a key, a Voice Control phrase).
    indirect case action(ScriptAction)
    /// A report for the reducer from outside the session (the rate slow motion uses, new track
    /// preferences); what it changes is reported with the next step.
    indirect case engine(EngineEvent)
    /// More scripted actions, queued after those still to come.
    indirect case schedule(PlayerScript)
    /// Where a run stops (`play --until`): the clock's next instants include the one at which
    /// the position reaches it; nil for none.
    case stopAt(MediaTime?)
    /// The source was opened: its tracks are chosen (the first input of every session).
    case sourceOpened
    /// The next file of a playlist replaced the source (``PlayerSession/replaceSource(with:firstReloadDelay:)``):
    /// session time goes on, the log starts the file's `session` line, its tracks are chosen
    /// by the policy again; a live source first reloads `firstReloadDelay` later.
    indirect case sourceReplaced(MediaCatalog, firstReloadDelay: MediaTime?)
    /// Someone began listening to the session's log: read errors held back until then are
    /// reported with the next step.
    case observed
    /// The whole of a caption track the session asked for with ``SessionOutput/loadTrack(_:waits:)``.
    indirect case cuesLoaded(TrackID, Result<CueReading, MediaError>)
    /// Cues of a loaded track finished later, off the player's thread (picture captions whose
    /// text was recognised), in the order they will be shown; they replace the unfinished ones.
    indirect case cuesFinished(FinishedCues)
    /// The cues of a track on screen at one instant, answering
    /// ``SessionOutput/readActiveCues(_:at:)``.
    indirect case activeCuesRead(TrackID, Result<[Cue], MediaError>)
    /// A live source's reload, answering ``SessionOutput/reload(waits:)``.
    indirect case reloaded(Result<LiveUpdate, MediaError>)
    /// The source carried out ``SessionOutput/seekSource(_:)``.
    case seekCompleted(MediaTime)
    /// The source ended, or failed for the reason given.
    case sourceEnded(reason: String?)
    /// A message for the screen, shown for `duration` (mpv's `show-text`): the screen reader
    /// announces it, and the log records it.
    indirect case message(String, duration: MediaTime)
    /// The player closes (its owner closed it): nothing more happens.
    case close
}
