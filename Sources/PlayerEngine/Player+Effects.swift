import PlayerAccessibility
import PlayerCore

extension Player {
    /// Applies `command` through the reducer at the player's clock, updates the model, and
    /// carries out the reduction's effects.
    @discardableResult
    func reduce(_ command: PlayerCommand) -> PlayerReduction {
        let playbackBefore = state.playback
        let controlsBefore = state.controlsVisible
        let reduction = state.apply(command, at: now)
        if command == .tick, reduction.effects.isEmpty, state.playback == playbackBefore,
            state.controlsVisible == controlsBefore
        {
            // Only time passed: the model's own tick, integer compares in the steady state.
            let changes = model.tick(at: state.position)
            changedControls.formUnion(changes.changedControls)
            if changes.captionsChanged {
                captions.mayHaveChanged = true
            }
        } else {
            changedControls.formUnion(model.update(state))
            captions.mayHaveChanged = true
        }
        carryOut(reduction.effects)
        return reduction
    }

    /// Feeds an engine report to the reducer, carries out its effects, and lets the cursor
    /// follow the change.
    func receive(_ event: EngineEvent) {
        reduceEvent(event)
        screenReader?.follow(model)
    }

    private func reduceEvent(_ event: EngineEvent) {
        let reduction = state.apply(event, at: now)
        changedControls.formUnion(model.update(state))
        captions.mayHaveChanged = true
        carryOut(reduction.effects)
    }

    /// Does what each effect asks, in order; the outcome of a seek comes back to the reducer
    /// as ``EngineEvent/seekCompleted(_:)``.
    private func carryOut(_ effects: [PlayerEffect]) {
        for effect in effects {
            switch effect {
            case .seekSource(let target):
                seeksCarriedOut += 1
                seekCaptions(to: target)
                reduceEvent(.seekCompleted(target))
            case .showCaptionTrack(let track):
                install(track)
            case .announce(let announcement):
                announcements.append(model.spoken(announcement))
            case .stop:
                stopRequested = true
            case .setPlaying, .setRate, .selectAudioTrack, .setOutputVolume, .setPresentation:
                options.output?.perform(effect)
            }
        }
    }
}
