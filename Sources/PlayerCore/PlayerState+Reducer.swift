extension PlayerState {
    /// Applies one command at host time `now`: mutates the state and returns what the engine
    /// must do. Does no I/O.
    ///
    /// Time first catches up to `now` (as ``PlayerCommand/tick`` would), then the command acts
    /// on the up-to-date position. While locked, every user command but Unlock is refused with
    /// ``CommandRejection/controlsLocked`` and an ``Announcement/controlsLocked``; the state is
    /// then left exactly as it was, and playback goes on with the next tick.
    ///
    /// ```swift
    /// var state = PlayerState()
    /// _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
    /// state.apply(.play, at: .zero).effects          // [.setPlaying(true)]
    /// state.apply(.tick, at: .seconds(5))
    /// state.position                                 // 5 s
    /// ```
    public mutating func apply(_ command: PlayerCommand, at now: HostTime) -> PlayerReduction {
        var effects: [PlayerEffect] = []
        let rejection = apply(command, at: now, appendingEffectsTo: &effects)
        return PlayerReduction(effects: effects, rejection: rejection)
    }

    /// ``apply(_:at:)`` for a caller that keeps one effects buffer: the effects are appended
    /// to `effects` (a tick that changes nothing appends none and allocates nothing), and the
    /// rejection, if any, is returned.
    public mutating func apply(
        _ command: PlayerCommand, at now: HostTime,
        appendingEffectsTo effects: inout [PlayerEffect]
    ) -> CommandRejection? {
        if let rejection = availability(of: command) {
            effects.append(.announce(.controlsLocked))
            return rejection
        }
        guard command.isUserCommand else {
            passTime(to: now, appendingEffectsTo: &effects)
            return nil
        }
        advanceTime(to: now, appendingEffectsTo: &effects)
        let outcome = perform(command, at: now)
        guard outcome.isAccepted else { return outcome.rejection }
        controlsVisible = true
        lastInteraction = now
        effects += outcome.effects
        return nil
    }

    /// Why `command` would be refused right now, or nil when it is available (the lock uses
    /// this; a control whose command is unavailable is shown as not enabled).
    public func availability(of command: PlayerCommand) -> CommandRejection? {
        isLocked && command.isUserCommand && command != .unlock ? .controlsLocked : nil
    }

    private mutating func perform(_ command: PlayerCommand, at now: HostTime) -> PlayerReduction {
        switch command {
        case .play: return PlayerReduction(effects: play(at: now))
        case .pause: return PlayerReduction(effects: pause(at: now))
        case .togglePlayPause:
            return PlayerReduction(effects: playback == .playing ? pause(at: now) : play(at: now))
        case .rewind: return PlayerReduction(effects: seek(by: .zero - Self.skipInterval, at: now))
        case .forward: return PlayerReduction(effects: seek(by: Self.skipInterval, at: now))
        case .seek(.offset(let offset)): return PlayerReduction(effects: seek(by: offset, at: now))
        case .seek(.time(let target)): return PlayerReduction(effects: seek(to: target, at: now))
        case .mute: return PlayerReduction(effects: setMuted(true))
        case .unmute: return PlayerReduction(effects: setMuted(false))
        case .toggleMute: return PlayerReduction(effects: setMuted(!isEffectivelyMuted))
        case .setVolume(let level): return setVolume(level)
        case .slowMotion(let action):
            return PlayerReduction(
                effects: setSlowMotion(action.applied(to: isSlowMotion), at: now))
        case .lock: return PlayerReduction(effects: lock())
        case .unlock: return PlayerReduction(effects: unlock())
        case .selectCaptions(let selection): return selectCaptions(selection)
        case .selectAudio(let track): return selectAudio(track)
        case .openPanel(let panel):
            // Opened from another panel, it is that panel's sub-panel (Back returns there);
            // opening the parent again is going back.
            if openPanel != panel {
                openPanelParent = openPanelParent == panel ? nil : openPanel
                openPanel = panel
            }
            return PlayerReduction()
        case .closePanel:
            openPanel = nil
            return PlayerReduction()
        case .showControls: return PlayerReduction()
        case .close: return PlayerReduction(effects: close(at: now))
        case .present(let change): return PlayerReduction(effects: present(change, at: now))
        case .adjust(let adjustment): return adjust(adjustment, at: now)
        case .tick: return PlayerReduction()
        }
    }

    private mutating func lock() -> [PlayerEffect] {
        isLocked = true
        openPanel = nil
        return [.announce(.locked)]
    }

    private mutating func unlock() -> [PlayerEffect] {
        guard isLocked else { return [] }
        isLocked = false
        return [.announce(.unlocked)]
    }

    mutating func close(at now: HostTime) -> [PlayerEffect] {
        phase = .closed
        openPanel = nil
        return [.stop]
    }
}

extension SwitchAction {
    /// The setting's new value when this action is applied to `current`.
    public func applied(to current: Bool) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .toggle: !current
        }
    }
}
