import Foundation
import PlayerAccessibility
import PlayerCore

extension Player {
    /// Moves a fast or manual player's clock on by `span` of host time, stopping at every
    /// instant in between where something can happen (see ``advance(to:)``).
    public func advance(by span: MediaTime) {
        advance(to: now.advanced(by: span))
    }

    /// Moves a fast or manual player's clock to host time `target`, visiting in order every
    /// instant before it where something can happen: a caption boundary, a change of a
    /// spoken reading, the auto-hide of the controls, a scripted action, the end. So the
    /// events reported do not depend on how the caller splits time.
    public func advance(to target: HostTime) {
        while !isClosed {
            performDueScript()
            guard target > now else { return }
            let next = nextEventTime().map { min($0, target) } ?? target
            guard next > now else { return }
            now = next
            tick()
        }
    }

    /// Plays the session out: performs `script` at its times, and returns once the player is
    /// closed, once the position reaches `until` when one is given, or, when
    /// `stopWhenFinished`, once nothing more can happen (not playing, no scripted or posted
    /// action left).
    ///
    /// In fast and manual modes the clock jumps from event to event and stops exactly at
    /// `until`; in real time the loop ticks about sixty times a second, performs what
    /// ``inbox`` receives, and stops at the first tick at or past `until`.
    public func run(
        _ script: PlayerScript = PlayerScript(), until: MediaTime? = nil,
        stopWhenFinished: Bool = true
    ) {
        schedule(script)
        switch options.clock {
        case .fast, .manual:
            if let until {
                advance(
                    untilPosition: until, lastScriptTime: script.entries.map(\.time).max() ?? .zero)
            } else {
                while !isClosed, let next = nextEventTime() {
                    advance(to: next)
                }
            }
        case .realTime(let clock):
            runInRealTime(clock: clock, until: until, stopWhenFinished: stopWhenFinished)
        }
    }

    /// Moves a virtual clock until the position reaches `until`, or until nothing can move it
    /// any more (paused with the script's times passed).
    private func advance(untilPosition until: MediaTime, lastScriptTime: MediaTime) {
        var elapsed = MediaTime.zero
        while !isClosed, position < until {
            let step: MediaTime
            if state.playback == .playing {
                // At most normal speed, so this host span never carries the position past
                // `until`; slow motion closes in on it in shrinking steps.
                step = max(until - position, .milliseconds(1))
            } else if elapsed < lastScriptTime {
                step = lastScriptTime - elapsed
            } else {
                return
            }
            advance(by: step)
            elapsed = elapsed + step
        }
    }

    /// Adds `script`'s actions after those still to come. They run in order, each once
    /// playback reaches its media time (at once when that time has passed, after a seek).
    public func schedule(_ script: PlayerScript) {
        pendingScript.append(contentsOf: script.entries)
    }

    private func runInRealTime(clock: any PlayerClock, until: MediaTime?, stopWhenFinished: Bool) {
        let frame = MediaTime.microseconds(16_667)
        while !isClosed {
            now = clock.now
            for action in inbox.takeAll() {
                perform(action)
            }
            performDueScript()
            guard !isClosed else { return }
            tick()
            if let until, position >= until {
                return
            }
            if stopWhenFinished && pendingScript.isEmpty
                && state.playback != .playing
            {
                return
            }
            Thread.sleep(forTimeInterval: frame.secondsValue)
        }
    }

    /// Performs the scripted actions whose time has come.
    func performDueScript() {
        while let entry = pendingScript.first, isDue(entry), !isClosed {
            pendingScript.removeFirst()
            perform(entry.action)
        }
    }

    /// Whether playback has reached `entry`'s media time, or media time stands still (then
    /// nothing else can come before it).
    private func isDue(_ entry: PlayerScript.Entry) -> Bool {
        state.playback != .playing || entry.time <= state.position
    }

    /// The next host time after now at which something can happen, or nil when nothing will
    /// without a new action.
    func nextEventTime() -> HostTime? {
        if let entry = pendingScript.first, isDue(entry) {
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
        guard state.playback == .playing else { return next }
        consider(live.nextReload)
        func considerMedia(_ time: MediaTime?) {
            guard let time, time > state.position else { return }
            consider(hostTime(reaching: time, on: state.mediaClock))
        }
        considerMedia(model.nextReadingChange)
        considerMedia(pendingScript.first?.time)
        considerMedia(model.nextCaptionBoundary)
        considerMedia(state.duration)
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

extension MediaTime {
    /// A span of whole microseconds.
    static func microseconds(_ value: Int64) -> MediaTime {
        MediaTime(microseconds: value)
    }
}
