import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Performs the scripted actions whose time has come, stopping while a step waits for
    /// answers (the rest follow once they came).
    mutating func performDueScript() {
        while awaitedAnswers == 0, !isClosed, let entry = pendingScript.first, isDue(entry) {
            pendingScript.removeFirst()
            scriptClock = now
            // A scripted line answers nobody: what it came to is in the log.
            _ = perform(entry.action)
        }
    }

    /// Whether `entry`'s time has come: for a `wait`, its span of session time since the line
    /// before ran; for a position, playback has reached it or media time stands still (then
    /// nothing else can come before it).
    private func isDue(_ entry: PlayerScript.Entry) -> Bool {
        if let wait = entry.wait {
            return now >= scriptClock.advanced(by: wait)
        }
        return state.playback != .playing || entry.time <= state.position
    }

    /// Whether the next scripted action's time has come.
    private var isScriptDue: Bool {
        // Not `first.map(isDue)`: a partially applied method would copy the whole session.
        guard let entry = pendingScript.first else { return false }
        return isDue(entry)
    }

    /// Whether scripted actions are still to come.
    public var hasPendingScript: Bool { !pendingScript.isEmpty }

    /// Whether the position reached the run's stop (``SessionInput/stopAt(_:)``).
    public var reachedStop: Bool {
        stopPosition.map { state.position >= $0 } ?? false
    }

    /// Moves a virtual clock towards `target` instant by instant (``SessionInput/advance(to:)``),
    /// stopping at the first instant that put something out or asked for something, and never
    /// past the run's stop (what is due at the stop itself still runs): one access to the
    /// session for all the quiet ticks in between.
    mutating func advance(to target: HostTime) {
        if tickBetweenInstants(to: target) {
            return
        }
        while isStillQuiet {
            // A scripted action due now runs before time moves on; otherwise time moves to
            // the next instant, unless the target or the stop is reached.
            if !isScriptDue {
                guard target > now, !reachedStop else { return }
                now = min(upcomingInstant() ?? target, target)
            }
            passTime()
        }
    }

    /// Whether the virtual clock may move on: the session is open and the input being handled
    /// has put nothing out, asked for nothing and left no seek to complete.
    @inline(__always)
    private var isStillQuiet: Bool {
        !isClosed && outputs.isEmpty && requests.isEmpty && seeksToComplete.isEmpty
    }

    /// Lets time pass to `target` in one tick when it comes before the next instant kept since
    /// the last quiet tick (``NextInstantCache``): no input came since, and nothing but time
    /// can change before that instant, so the tick moves the state and the model and has no
    /// description, script line or reload to look at. Returns false, having done nothing, when
    /// that is not known (no instant kept, the kept one due by `target`, the stop reached, a
    /// description being said, a reload due); the tick then goes the whole way. Should the
    /// tick change anything after all, it is followed and reported as any other.
    @inline(__always)
    private mutating func tickBetweenInstants(to target: HostTime) -> Bool {
        guard target > now, case .some(let kept) = nextInstant.instant(after: now),
            checked(kept).map({ target < $0 }) ?? true, !reachedStop, !descriptions.isSpeaking,
            live.nextReload.map({ target < $0 }) ?? true
        else { return false }
        now = target
        let playbackBefore = state.playback
        let upNextBefore = model.upNextSecondsLeft
        reduce(.tick)
        if !isQuiet(playbackBefore: playbackBefore, upNextBefore: upNextBefore) {
            nextInstant.forget()
            followTick(playbackBefore: playbackBefore, upNextBefore: upNextBefore)
            performDueScript()
        }
        return true
    }

    /// ``advance(to:)`` tick by tick, ticks of `step` ending a step apart and the last at
    /// `end` (``SessionInput/advanceInTicks(of:to:)``): stops where a tick stops early, or at
    /// `end`. After such a stop inside a tick, the next call ends that tick where it would have.
    mutating func advance(to end: HostTime, inTicksOf step: MediaTime) {
        let stepNanoseconds = step.microseconds &* 1_000
        let left = end.nanoseconds(since: now)
        guard stepNanoseconds > 0, left > 0 else {
            advance(to: end)
            return
        }
        var tickEnd = HostTime(
            nanoseconds: end.nanoseconds - (left - 1) / stepNanoseconds * stepNanoseconds)
        while true {
            advance(to: tickEnd)
            guard now == tickEnd, tickEnd < end, isStillQuiet else { return }
            tickEnd = HostTime(nanoseconds: tickEnd.nanoseconds &+ stepNanoseconds)
        }
    }

    /// Lets time pass to `now`, then runs the scripted actions due; on a virtual clock a live
    /// reload that is due comes first (the tick waits for it, so it sees the new live edge).
    /// Unless the tick was quiet and nothing else happened, the next instant kept is dropped.
    mutating func passTime() {
        if configuration.waitsForReads, isReloadDue {
            nextInstant.forget()
            pendingFinish = .tick(playbackBefore: state.playback)
            reloadIfDue()
        } else {
            let linesLeft = pendingScript.count
            let wasQuiet = tick()
            performDueScript()
            if !wasQuiet || pendingScript.count != linesLeft || !outputs.isEmpty
                || !requests.isEmpty
            {
                nextInstant.forget()
            }
        }
    }

    /// The next instant after now at which something can happen: the one kept since the last
    /// search while only quiet ticks came, else a new search, kept.
    @inline(__always)
    private mutating func upcomingInstant() -> HostTime? {
        if let known = nextInstant.instant(after: now) {
            return checked(known)
        }
        let instant = earliestEventTime()
        nextInstant.remember(instant)
        return instant
    }

    /// `known`, the instant kept; in debug builds, first checked against a new search, which
    /// it must not come after (an input that changed the instants and did not drop it).
    @inline(__always)
    private func checked(_ known: HostTime?) -> HostTime? {
        assert(
            known.map { known in earliestEventTime().map { known <= $0 } ?? true }
                ?? (earliestEventTime() == nil),
            "the kept instant is later than the next one: an input did not drop it")
        return known
    }

    /// The next host time after now at which something can happen (a caption boundary, a
    /// change of a spoken reading, a live source's distance behind live growing while paused,
    /// the auto-hide of the controls, a scripted action, a live reload, the run's stop, the
    /// end), or nil when nothing will without a new input. A virtual clock ticks at exactly
    /// these instants, so what is logged does not depend on how its driver splits time.
    public func nextEventTime() -> HostTime? {
        if !isScriptDue, let known = nextInstant.instant(after: now) {
            return checked(known)
        }
        return earliestEventTime()
    }

    /// ``nextEventTime()``, inlined into the virtual clock's loop: called there as a method
    /// of its own, the mutating caller would hand it a copy of the whole session each tick.
    @inline(__always)
    private func earliestEventTime() -> HostTime? {
        if isScriptDue {
            return now
        }
        // Gathered in a value rather than by closures capturing `self`, which would copy the
        // whole session on every quiet tick.
        var next = EarliestInstant(after: now, clock: state.mediaClock, position: state.position)
        if state.controlsVisible, state.playback == .playing, state.openPanel == nil {
            next.consider(state.lastInteraction.advanced(by: state.currentHideDelay))
        }
        let scriptWait = pendingScript.first?.wait
        if let scriptWait {
            next.consider(scriptClock.advanced(by: scriptWait))
        }
        next.consider(descriptions.holdEnd)
        next.consider(state.nextLiveReadingChange(after: now))
        guard state.playback == .playing else { return next.earliest }
        next.consider(live.nextReload)
        // Held at a live edge, the position moves only once a reload moves the edge: no
        // media-time instant can come before that (counting from the held clock, each would
        // come again and again, a microsecond apart).
        if let edge = state.liveEdge, state.position >= edge {
            return next.earliest
        }
        next.consider(media: model.nextReadingChange)
        if scriptWait == nil {
            next.consider(media: pendingScript.first?.time)
        }
        next.consider(media: model.nextCaptionBoundary)
        next.consider(media: descriptions.nextStart)
        next.consider(media: descriptions.holdPosition)
        next.consider(media: state.duration)
        next.consider(media: stopPosition)
        next.consider(media: model.layout.nextBoundary(after: state.position))
        return next.earliest
    }
}

/// The earliest of the candidate instants after `now` that ``PlayerSession/nextEventTime()``
/// considers, host times and media times alike. Media times are kept apart and converted on
/// the media clock once, at the end: the clock runs forward, so the earliest media time is
/// the earliest host time among them.
private struct EarliestInstant {
    let now: HostTime
    let clock: MediaClock
    let position: MediaTime
    private var host: HostTime?
    private var media: MediaTime?

    init(after now: HostTime, clock: MediaClock, position: MediaTime) {
        self.now = now
        self.clock = clock
        self.position = position
    }

    /// Keeps `candidate` when it is after now and before the earliest so far.
    mutating func consider(_ candidate: HostTime?) {
        guard let candidate, candidate > now else { return }
        host = min(host ?? candidate, candidate)
    }

    /// Keeps the instant playback reaches `candidate`, when that is ahead.
    mutating func consider(media candidate: MediaTime?) {
        guard let candidate, candidate > position else { return }
        media = min(media ?? candidate, candidate)
    }

    /// The earliest instant considered; nil for none.
    var earliest: HostTime? {
        guard let media else { return host }
        let reached = hostTime(reaching: media)
        guard reached > now else { return host }
        return min(host ?? reached, reached)
    }

    /// The earliest host time at which the media clock shows `media` or later.
    private func hostTime(reaching media: MediaTime) -> HostTime {
        let span = (media - clock.anchorMedia).microseconds * 1_000
        let rate = clock.rate
        // At normal speed (the usual case) no division is needed.
        let nanoseconds =
            rate.numerator == rate.denominator
            ? span : (span * rate.denominator + rate.numerator - 1) / rate.numerator
        return HostTime(nanoseconds: clock.anchorHost.nanoseconds + nanoseconds)
    }
}
