import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Applies `command` through the reducer at the session's clock, updates the model, and
    /// carries out the reduction's effects; returns why the command was refused, if it was.
    @discardableResult
    mutating func reduce(_ command: PlayerCommand) -> CommandRejection? {
        if case .tick = command {
            reduceTick()
            return nil
        }
        noteDuringHold(command)
        let rejection = state.apply(command, at: now, appendingEffectsTo: &effectBuffer)
        followReduction()
        return rejection
    }

    /// ``reduce(_:)`` for ``PlayerCommand/tick``: when only time passed, the model's own tick
    /// (integer compares in the steady state). The effects pass through ``effectBuffer``, so
    /// a tick that has none allocates nothing.
    private mutating func reduceTick() {
        let playbackBefore = state.playback
        let controlsBefore = state.controlsVisible
        state.passTime(to: now, appendingEffectsTo: &effectBuffer)
        guard effectBuffer.isEmpty, state.playback == playbackBefore,
            state.controlsVisible == controlsBefore
        else {
            followReduction()
            return
        }
        let changes = model.tick(at: state.position, liveEdgeAge: state.liveEdgeAge)
        changedControls.formUnion(changes.changedControls)
        if changes.captionsChanged {
            captions.mayHaveChanged = true
        }
    }

    /// Updates the model from the state the reducer left and carries out its effects.
    private mutating func followReduction() {
        changedControls.formUnion(model.update(&state))
        captions.mayHaveChanged = true
        if !effectBuffer.isEmpty {
            // Carrying out reduces nothing, so the buffer is not appended to meanwhile.
            carryOut(effectBuffer)
            effectBuffer.removeAll(keepingCapacity: true)
        }
    }

    /// Feeds an engine report to the reducer, carries out its effects, and lets the cursor
    /// follow the change.
    mutating func receive(_ event: EngineEvent) {
        let reduction = state.apply(event, at: now)
        changedControls.formUnion(model.update(&state))
        captions.mayHaveChanged = true
        carryOut(reduction.effects)
        screenReader?.follow(model)
    }

    /// The first input: the source's tracks are chosen; what that changes is where the log
    /// starts from, not news.
    mutating func open() {
        receive(.sourceOpened(catalog.sourceDescription))
        if awaitedAnswers > 0 {
            pendingFinish = .opening
        } else {
            startLogHere()
        }
    }

    /// The source reached a seek's target: time moves again from there, and the step that
    /// asked for the seek is reported.
    mutating func completeSeek(to target: MediaTime) {
        let reduction = state.apply(.seekCompleted(target), at: now)
        changedControls.formUnion(model.update(&state))
        captions.mayHaveChanged = true
        carryOut(reduction.effects)
        seekDescriptions(to: target)
        outputs.append(.seeked(target))
    }

    /// Completes the seeks no runtime was asked for (``SessionConfiguration/seeksSource``
    /// false), in order, as their answers would have come: after the outputs already `taken`,
    /// each completion's outputs appended to them.
    mutating func completeSeeksItself(after taken: inout [SessionOutput]) {
        while !isClosed, !seeksToComplete.isEmpty {
            let target = seeksToComplete.removeFirst()
            nextInstant.forget()
            answer { $0.completeSeek(to: target) }
            taken += takeOutputs()
        }
    }

    /// Turns each effect into what it asks of the outside, in order; a seek is answered with
    /// ``SessionInput/seekCompleted(_:)``, or completed by the session itself
    /// (``completeSeeksItself(after:)``) when no runtime seeks.
    private mutating func carryOut(_ effects: [PlayerEffect]) {
        for effect in effects {
            switch effect {
            case .seekSource(let target):
                seekCaptions(to: target)
                if configuration.seeksSource {
                    request(.seekSource(target), awaited: true)
                } else {
                    awaitedAnswers += 1
                    seeksToComplete.append(target)
                }
            case .showCaptionTrack(let track):
                install(track)
            case .loadSecondaryCaptionTrack(let track):
                loadSecondaryCaptions(track)
            case .announce(.descriptionSample):
                describeSample(model.spoken(.descriptionSample).text)
            case .announce(let announcement):
                announcements.append(model.spoken(announcement))
            case .stop:
                stopRequested = true
            case .setPlaying, .setRate, .selectAudioTrack, .setOutputVolume, .setPresentation:
                requests.append(.device(effect))
            }
        }
    }
}
