import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Performs the scripted actions whose time has come, stopping while a step waits for
    /// answers (the rest follow once they came).
    mutating func performDueScript() {
        while awaitedAnswers == 0, !isClosed, let entry = pendingScript.first, isDue(entry) {
            pendingScript.removeFirst()
            scriptClock = now
            perform(entry.action)
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
        pendingScript.first.map(isDue) ?? false
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
        while !isClosed, outputs.isEmpty, requests.isEmpty {
            // A scripted action due now runs before time moves on; otherwise time moves to
            // the next instant, unless the target or the stop is reached.
            if !isScriptDue {
                guard target > now, !reachedStop else { return }
                now = min(nextEventTime() ?? target, target)
            }
            passTime()
        }
    }

    /// Lets time pass to `now`, then runs the scripted actions due; on a virtual clock a live
    /// reload that is due comes first (the tick waits for it, so it sees the new live edge).
    mutating func passTime() {
        if configuration.waitsForReads, isReloadDue {
            pendingFinish = .tick(playbackBefore: state.playback)
            reloadIfDue()
        } else {
            tick()
            performDueScript()
        }
    }

    /// The next host time after now at which something can happen (a caption boundary, a
    /// change of a spoken reading, the auto-hide of the controls, a scripted action, a live
    /// reload, the run's stop, the end), or nil when nothing will without a new input. A
    /// virtual clock ticks at exactly these instants, so what is logged does not depend on how
    /// its driver splits time.
    public func nextEventTime() -> HostTime? {
        if isScriptDue {
            return now
        }
        var next: HostTime?
        func consider(_ candidate: HostTime?) {
            guard let candidate, candidate > now else { return }
            next = min(next ?? candidate, candidate)
        }
        if state.controlsVisible, state.playback == .playing, state.openPanel == nil {
            consider(state.lastInteraction.advanced(by: state.currentHideDelay))
        }
        if let wait = pendingScript.first?.wait {
            consider(scriptClock.advanced(by: wait))
        }
        guard state.playback == .playing else { return next }
        consider(live.nextReload)
        func considerMedia(_ time: MediaTime?) {
            guard let time, time > state.position else { return }
            consider(hostTime(reaching: time, on: state.mediaClock))
        }
        considerMedia(model.nextReadingChange)
        if pendingScript.first?.wait == nil {
            considerMedia(pendingScript.first?.time)
        }
        considerMedia(model.nextCaptionBoundary)
        considerMedia(state.duration)
        considerMedia(stopPosition)
        considerMedia(model.layout.nextBoundary(after: state.position))
        return next
    }

    /// The earliest host time at which `clock` shows `media` or later.
    private func hostTime(reaching media: MediaTime, on clock: MediaClock) -> HostTime {
        let span = (media - clock.anchorMedia).microseconds * 1_000 * clock.rate.denominator
        let nanoseconds = (span + clock.rate.numerator - 1) / clock.rate.numerator
        return HostTime(nanoseconds: clock.anchorHost.nanoseconds + nanoseconds)
    }
}
