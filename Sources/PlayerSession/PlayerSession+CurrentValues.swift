import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// The current values as events at the current position, for a new observer: the session
    /// line, the state, every control's element, the focus, the captions on screen.
    public func currentValues() -> [LoggedEvent] {
        let session = SessionReport(
            file: catalog.path, locale: configuration.language.rawValue,
            screenReader: configuration.screenReaderRunning,
            screenReaderKind: configuration.screenReaderKind,
            scriptGesturesStartCursor: !configuration.screenReaderRunning
                && pendingScript.contains { $0.action.startsScreenReaderCursor })
        var events: [PlayerEvent] = [.sessionStarted(session), .stateChanged(stateReport)]
        for control in Control.allCases where isReported(control) {
            let element = model.element(control)
            events.append(
                .elementChanged(id: control.identifier, label: element.label, value: element.value)
            )
        }
        if let focused = screenReader?.focusedElement(in: model) {
            events.append(
                .focusMoved(
                    element: focused.id.identifier,
                    utterance: screenReader?.utterance(for: focused, in: model) ?? ""))
        }
        if let track = captions.shownTrack {
            for cue in captions.shown {
                events.append(.cueShown(track: track.id, trackName: track.name, cue: cue))
            }
        }
        let sessionTime = self.sessionTime
        return events.map { LoggedEvent(sessionTime: sessionTime, position: position, event: $0) }
    }

    /// The state with the names of its tracks and the focused element, for a state event.
    var stateReport: StateReport {
        let audio = state.audioTracks.firstIndex { $0.id == state.audioTrack }
        return StateReport(
            state: state,
            captionTrackName: state.displayedCaptionTrack.map { trackName($0) },
            audioTrackName: audio.map { model.language.displayNames(for: state.audioTracks)[$0] },
            focus: screenReader?.focus?.identifier)
    }
}
