import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Lets time pass to the session's clock and reports what changed; when the focused
    /// element left the screen (the controls hid), the cursor's new element is spoken, as a
    /// layout change moves VoiceOver's focus and says where it landed. Returns whether the
    /// tick was quiet (``isQuiet(playbackBefore:upNextBefore:)``).
    @discardableResult
    mutating func tick(playbackBefore: Playback? = nil) -> Bool {
        let playbackBefore = playbackBefore ?? state.playback
        let upNextBefore = model.upNextSecondsLeft
        if !configuration.waitsForReads {
            reloadIfDue()
        }
        reduce(.tick)
        return followTick(playbackBefore: playbackBefore, upNextBefore: upNextBefore)
    }

    /// The rest of a tick once time passed: the descriptions due said, the cursor moved with
    /// the controls, the changes reported. Returns whether the tick was quiet.
    @discardableResult
    mutating func followTick(playbackBefore: Playback, upNextBefore: Int?) -> Bool {
        reportDescriptions()
        if isQuiet(playbackBefore: playbackBefore, upNextBefore: upNextBefore) {
            // Nothing to follow, report or deliver: the rest of the tick would do nothing.
            return true
        }
        followUpNext(from: upNextBefore)
        // Only following a changed model moves the cursor in a tick; a quiet tick does not
        // look at it at all.
        if !changedControls.isEmpty, screenReader != nil {
            let focusBefore = screenReader?.focus
            screenReader?.follow(model)
            if let focus = screenReader?.focus, focus != focusBefore,
                let element = screenReader?.focusedElement(in: model)
            {
                batch.append(
                    .focusMoved(
                        element: focus.identifier,
                        utterance: screenReader?.utterance(for: element, in: model) ?? ""))
            }
        }
        reportAnnouncements()
        finishStep(at: state.position, checkingAll: false, playbackBefore: playbackBefore)
        return false
    }

    /// Whether the tick just reduced changed nothing anyone is told of: no control, caption,
    /// playback state, up-next count or announcement, no read error to report, no answer
    /// awaited and no stop asked for. Inlined, as a call from the mutating tick would hand it
    /// a copy of the whole session.
    @inline(__always)
    func isQuiet(playbackBefore: Playback, upNextBefore: Int?) -> Bool {
        changedControls.isEmpty && !captions.mayHaveChanged && state.playback == playbackBefore
            && announcements.isEmpty && batch.isEmpty && awaitedAnswers == 0 && !stopRequested
            && (readErrors.isEmpty || !isObserved) && model.upNextSecondsLeft == upNextBefore
            && !model.untoldChanges.chapterChanged
    }

    /// Performs one user command or gesture at the session's clock (after letting time pass to
    /// it) and reports what it said at the position where it was made and what it changed at
    /// the position playback is at afterwards (a seek's target).
    mutating func step(_ intent: (inout PlayerSession) -> GestureIntent) -> ScreenReaderResponse {
        tick()
        guard !isClosed else { return ScreenReaderResponse() }
        let playbackBefore = state.playback
        let madeAt = state.position
        var response = ScreenReaderResponse()
        switch intent(&self) {
        case .spoken(let utterance):
            response.utterance = utterance
        case .announced(let text, let duration):
            if let text {
                announcements.append(
                    SpokenAnnouncement(text, priority: .assertive, duration: duration))
            }
        case .command(let command, let speech):
            let panelBefore = state.openPanel
            let upNextBefore = model.upNextSecondsLeft
            let rejection = reduce(command)
            followUpNext(from: upNextBefore)
            response.command = command
            response.rejection = rejection
            response.utterance = screenReader?.settle(
                after: command, speech: speech, accepted: rejection == nil,
                panelBefore: panelBefore, in: model)
        }
        if let utterance = response.utterance, let focus = screenReader?.focus {
            batch.append(.focusMoved(element: focus.identifier, utterance: utterance))
        }
        response.announcements = announcements
        reportAnnouncements()
        if let rejection = response.rejection {
            batch.append(.commandRejected(reason: rejection.reason))
        }
        // What the gesture or command said happened where it was made; what it changed (a
        // seek's captions, the new state) is reported where playback now is.
        deliver(at: madeAt)
        finishStep(at: state.position, checkingAll: true, playbackBefore: playbackBefore)
        return response
    }

    /// Reports a refusal the session itself made (a script naming a missing track).
    mutating func reject(_ reason: String) {
        tick()
        batch.append(.commandRejected(reason: reason))
        deliver(at: state.position)
    }

    /// Moves the announcements the step's effects made into the batch.
    mutating func reportAnnouncements() {
        for announcement in announcements {
            batch.append(
                .announcement(
                    text: announcement.text, priority: announcement.priority,
                    duration: announcement.duration))
        }
        announcements.removeAll(keepingCapacity: true)
    }

    /// Takes in an answer to one of the step's requests; the step is reported once the last
    /// one came.
    mutating func answer(_ take: (inout PlayerSession) -> Void) {
        take(&self)
        awaitedAnswers = max(awaitedAnswers - 1, 0)
        guard awaitedAnswers == 0 else { return }
        switch pendingFinish {
        case .opening:
            pendingFinish = nil
            startLogHere()
            return
        case .tick(let playbackBefore):
            pendingFinish = nil
            tick(playbackBefore: playbackBefore)
        case .step(let checkingAll, let playbackBefore):
            pendingFinish = nil
            finishStep(at: state.position, checkingAll: checkingAll, playbackBefore: playbackBefore)
        case nil:
            // An answer to a request nobody waits for (a real-time load): a step of its own.
            finishStep(at: state.position, checkingAll: false, playbackBefore: state.playback)
        }
        // Scripted actions that came due while the answers were awaited run now, in order.
        performDueScript()
    }

    /// Asks the outside for something; when `awaited`, the step is reported once the answer
    /// came.
    mutating func request(_ output: SessionOutput, awaited: Bool) {
        requests.append(output)
        if awaited {
            awaitedAnswers += 1
        }
    }

    /// Collects the step's changes and delivers the batch; while answers are awaited, waits
    /// for them.
    mutating func finishStep(at time: MediaTime, checkingAll: Bool, playbackBefore: Playback) {
        if awaitedAnswers > 0 {
            if case .step(let checkedAll, let before) = pendingFinish {
                pendingFinish = .step(
                    checkingAll: checkedAll || checkingAll, playbackBefore: before)
            } else if pendingFinish == nil {
                pendingFinish = .step(checkingAll: checkingAll, playbackBefore: playbackBefore)
            }
            return
        }
        // A read error waits for someone to tell: a track chosen while the player is set up,
        // before it is observed, is reported with the first step after.
        if isObserved {
            for error in readErrors {
                batch.append(.error(error))
            }
            readErrors.removeAll()
        }
        if checkingAll || !changedControls.isEmpty || state.playback != playbackBefore {
            if state.hasUntoldChange {
                batch.append(.stateChanged(stateReport))
            }
            state.markChangeTold()
        }
        let modelChanges = takeModelChanges()
        if checkingAll || !changedControls.isEmpty {
            followKeyboard()
        }
        reportElementChanges(modelChanges.relabeledControls)
        if modelChanges.chapterChanged {
            reportChapterEntered()
        }
        reportCaptionChanges()
        reportDescriptions()
        if state.playback == .ended && playbackBefore != .ended {
            batch.append(.ended)
        }
        deliver(at: time)
        if stopRequested, !isClosed {
            isClosed = true
            requests.append(.close)
        }
    }

    /// Tells the new label and value of each reported control among `relabeled`, the controls
    /// whose label or value the model changed since it was last told.
    private mutating func reportElementChanges(_ relabeled: ControlSet) {
        changedControls = []
        guard !relabeled.isEmpty else { return }
        for control in Control.allCases where relabeled.contains(control) && isReported(control) {
            let element = model.element(control)
            batch.append(
                .elementChanged(id: control.identifier, label: element.label, value: element.value))
        }
    }

    /// Takes the state and the model as they are now as where the log starts: what made them
    /// so (opening the source) is no news.
    mutating func startLogHere() {
        state.markChangeTold()
        _ = takeModelChanges()
    }

    /// Takes the changes the model made since they were last taken; the focus ring marks
    /// itself changed when its element's label is among them, to be reported when it next
    /// follows the model (``followKeyboard()``).
    private mutating func takeModelChanges() -> UntoldModelChanges {
        let changes = model.takeUntoldChanges()
        keyboard?.noteChanges(changes)
        return changes
    }

    /// Whether `control` is reported at all: only what the skin offers, the live element only
    /// for a live source.
    func isReported(_ control: Control) -> Bool {
        model.layout.offers(control) && (control != .live || state.isLive)
    }

    /// Moves the batch into the outputs, each event stamped with the session time and media
    /// position `position`.
    mutating func deliver(at position: MediaTime) {
        guard !batch.isEmpty else { return }
        let sessionTime = self.sessionTime
        for event in batch {
            outputs.append(
                .log(LoggedEvent(sessionTime: sessionTime, position: position, event: event)))
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
