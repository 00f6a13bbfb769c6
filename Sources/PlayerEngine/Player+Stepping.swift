import PlayerAccessibility
import PlayerCore

extension Player {
    /// Lets time pass to the player's clock and reports what changed.
    func tick() {
        let playbackBefore = screenReader.state.playback
        for announcement in screenReader.advance(to: now) {
            batch.append(.announcement(text: announcement.text, priority: announcement.priority))
        }
        finishStep(
            at: screenReader.state.position, checkingAll: false, playbackBefore: playbackBefore)
    }

    /// Performs one user command or gesture at the player's clock (after letting time pass to
    /// it) and reports what it said at the position where it was made and what it changed at
    /// the position playback is at afterwards (a seek's target).
    func step(_ perform: (inout ScreenReader) -> ScreenReaderResponse) {
        tick()
        let playbackBefore = screenReader.state.playback
        let madeAt = screenReader.state.position
        let response = perform(&screenReader)
        if let utterance = response.utterance, let focus = screenReader.focus {
            batch.append(.focusMoved(element: focus.identifier, utterance: utterance))
        }
        for announcement in response.announcements {
            batch.append(.announcement(text: announcement.text, priority: announcement.priority))
        }
        if let rejection = response.rejection {
            batch.append(.commandRejected(reason: rejection.reason))
        }
        // What the gesture or command said happened where it was made; what it changed (a
        // seek's captions, the new state) is reported where playback now is.
        deliver(at: madeAt)
        finishStep(
            at: screenReader.state.position, checkingAll: true, playbackBefore: playbackBefore)
        if response.command == .close && response.rejection == nil {
            close()
        }
    }

    /// Reports a refusal the engine itself made (a script naming a missing track).
    func reject(_ reason: String) {
        tick()
        batch.append(.commandRejected(reason: reason))
        deliver(at: screenReader.state.position)
    }

    /// Completes seeks, shows the right captions, collects the changes and delivers the batch.
    private func finishStep(at time: MediaTime, checkingAll: Bool, playbackBefore: Playback) {
        syncCaptions()
        let state = screenReader.state
        let changed = screenReader.changedControls
        if checkingAll || !changed.isEmpty || state.playback != playbackBefore,
            reported.stateDiffers(from: state)
        {
            batch.append(.stateChanged(state))
        }
        reported.state = state
        reportElementChanges(checkingAll: checkingAll)
        reportCaptionChanges()
        if state.playback == .ended && playbackBefore != .ended {
            batch.append(.ended)
        }
        deliver(at: time)
    }

    private func reportElementChanges(checkingAll: Bool) {
        let changed = screenReader.changedControls
        guard checkingAll || !changed.isEmpty else { return }
        for control in Control.allCases where checkingAll || changed.contains(control) {
            let element = screenReader.model.element(control)
            let last = reported.elements[control.rawValue]
            guard element.label != last.label || element.value != last.value else { continue }
            reported.elements[control.rawValue] = (element.label, element.value)
            batch.append(
                .elementChanged(id: control.identifier, label: element.label, value: element.value))
        }
    }

    /// Sends the batch to every observer, each event stamped with `time`, and empties it.
    func deliver(at time: MediaTime) {
        guard !batch.isEmpty else { return }
        for event in batch {
            let logged = LoggedEvent(time: time, event: event)
            for observer in observers {
                observer(logged)
            }
            for continuation in continuations {
                continuation.yield(logged)
            }
        }
        batch.removeAll(keepingCapacity: true)
    }
}

extension CommandRejection {
    /// Why the command was refused, in a few words for the log.
    public var reason: String {
        switch self {
        case .controlsLocked: "controls locked"
        case .unknownTrack(let id): "no track \(id.rawValue)"
        case .invalidVolume: "invalid volume"
        case .invalidRate: "invalid rate"
        case .staleSeekCompletion(let time): "stale seek to \(time)"
        }
    }
}
