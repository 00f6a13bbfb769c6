import PlayerAccessibility
import PlayerCore
import PlayerSession

extension Player {
    /// Moves a fast or manual player's clock on by `span` of host time, stopping at every
    /// instant in between where something can happen (see ``advance(to:)``).
    public func advance(by span: MediaTime) {
        guard !isPerforming else { return }
        // The target is worked out from the session's clock inside the first step's access to
        // the session rather than read before it: a quiet tick accesses the session once.
        var target: HostTime?
        while perform({ session in
            let end = target ?? session.now.advanced(by: span)
            target = end
            return session.handle(.advance(to: end))
        }) {}
    }

    /// Moves a fast or manual player's clock on `count` times by `step`, as `count` calls of
    /// ``advance(by:)`` do (the same instants visited, the same events), in one input to the
    /// session for each run of quiet ticks (``SessionInput/advanceInTicks(of:to:)``): a tick
    /// that changes nothing costs no access to the player's session of its own. A harness
    /// ticking a film at 60 a second hands it its ticks in batches this way.
    public func advance(by step: MediaTime, count: Int) {
        guard !isPerforming, count > 0 else { return }
        let end = session.now.advanced(
            by: MediaTime(microseconds: step.microseconds * Int64(count)))
        while perform({ $0.handle(.advanceInTicks(of: step, to: end)) }) {}
    }

    /// Moves a fast or manual player's clock to host time `target`, visiting in order every
    /// instant before it where something can happen (``PlayerSession/nextEventTime()``): a
    /// caption boundary, a change of a spoken reading, the auto-hide of the controls, a
    /// scripted action, the end. So the events reported do not depend on how the caller splits
    /// time.
    public func advance(to target: HostTime) {
        // Called back from inside an output (a reader moving time during a read), time waits
        // until that output is done: the inputs it would feed cannot be taken in meanwhile.
        // A closed session returns nothing, which ends the loop: its state is read once a step.
        guard !isPerforming else { return }
        while perform({ $0.handle(.advance(to: target)) }) {}
    }

    /// The next host time after now at which something can happen, or nil when nothing will
    /// without a new action.
    public func nextEventTime() -> HostTime? {
        session.nextEventTime()
    }

    /// Plays the session out: performs `script` at its times, and returns once the player is
    /// closed, once the position reaches `until` when one is given, or, when
    /// `stopWhenFinished`, once nothing more can happen (not playing, no scripted or posted
    /// action left). In real time `onWake`, when given, runs on the player's thread each time
    /// the loop wakes, before the inputs posted are fed (an interactive terminal turns its
    /// keys into actions there, waking the loop with ``PlayerInbox/wake()``).
    ///
    /// The one run loop of every clock: in fast and manual modes the clock jumps from event to
    /// event and stops exactly at `until`; in real time each pass (``pass()``) feeds what
    /// ``inbox`` received and lets time pass, then waits on the clock until the next instant
    /// the session names (``PlayerSession/nextEventTime()``) or until a post raises the
    /// inbox's signal, whichever comes first; it never wakes for nothing.
    public func run(
        _ script: PlayerScript = PlayerScript(), until: MediaTime? = nil,
        stopWhenFinished: Bool = true, onWake: ((Player) -> Void)? = nil
    ) {
        schedule(script)
        feed(.stopAt(until))
        defer { feed(.stopAt(nil)) }
        switch options.clock {
        case .fast, .manual:
            // What is due at the start runs even when the run stops there (`controls --at 0`).
            advance(to: session.now)
            while !isClosed, !session.reachedStop, let next = session.nextEventTime() {
                advance(to: next)
            }
        case .realTime(let clock):
            while !isClosed {
                onWake?(self)
                pass()
                if isClosed || session.reachedStop {
                    return
                }
                if stopWhenFinished && !session.hasPendingScript && state.playback != .playing {
                    return
                }
                clock.wait(until: session.nextEventTime(), orUntil: inbox.signal)
            }
        }
    }

    /// One pass of the real-time run loop: feeds each input other threads posted to ``inbox``
    /// (the loader's answers among them), oldest first, then lets time pass to the clock,
    /// running the scripted actions whose time has come. The IPC's real-time session calls it
    /// between requests.
    public func pass() {
        while !isClosed, let input = inbox.next() {
            feed(input)
        }
        feed(.tick)
    }

    /// Adds `script`'s actions after those still to come. They run in order, each once
    /// playback reaches its media time (at once when that time has passed, after a seek).
    public func schedule(_ script: PlayerScript) {
        feed(.schedule(script))
    }
}
