import PlayerCore

/// A simulated screen reader driving the player: a cursor over the visible elements in
/// reading order, the gestures VoiceOver users make, and what it would say.
///
/// It owns the player's state and sends every command through PlayerCore's reducer, so a
/// test can walk the player as a blind viewer would:
///
/// ```swift
/// var reader = ScreenReader(state: state, language: .english)
/// reader.perform(.first, at: .zero).utterance      // "Close, button, Double tap to activate"
/// reader.perform(.next, at: .zero).utterance       // "Demo Feature, 2024-05-01, heading"
/// ```
///
/// Focus follows VoiceOver's rules: after a double tap it stays and the new label is spoken
/// ("Pause"); opening a panel moves it to the panel's header; escape returns it to the control
/// that opened the panel; when its element leaves the tree it goes to "Unlock screen" while
/// locked, to "Show controls" while the controls are hidden, else to the first element.
public struct ScreenReader: Sendable {
    /// The controls and panel as the screen reader sees them, with the player's state.
    public private(set) var model: ControlModel
    /// The element under the cursor; nil before the first gesture.
    public private(set) var focus: ElementID?
    /// The controls whose element changed in the last step (gesture, command, tick or event).
    public private(set) var changedControls = ControlSet()
    /// The elements that opened the panels shown, outermost first; focus returns to the first
    /// when the panels close.
    private var panelOpeners: [ElementID] = []

    /// A screen reader over a player in `state`, speaking `language`.
    public init(state: PlayerState, language: PlayerLanguage) {
        model = ControlModel(state: state, language: language)
    }

    /// The player's state.
    public var state: PlayerState { model.state }

    /// The focused element, if any.
    public var focusedElement: AccessibilityElement? {
        focus.flatMap { model.element($0) }
    }

    /// Lets time pass to host time `now` (a tick of the reducer) and returns what the player
    /// announced; moves the focus if its element left the tree.
    public mutating func advance(to now: HostTime) -> [SpokenAnnouncement] {
        apply(.tick, at: now).announcements
    }

    /// Feeds an engine or system report to the player and returns what it announced.
    public mutating func receive(_ event: EngineEvent, at now: HostTime) -> [SpokenAnnouncement] {
        var state = model.state
        let reduction = state.apply(event, at: now)
        if state.openPanel == nil {
            panelOpeners.removeAll()
        }
        return settle(state, reduction)
    }

    /// Sends `command` to the player at host time `now` as if a control had asked for it,
    /// without moving the focus or speaking it (a script or a keyboard shortcut).
    public mutating func perform(_ command: PlayerCommand, at now: HostTime)
        -> ScreenReaderResponse
    {
        let timeAnnouncements = advance(to: now)
        var response = send(command, at: now, speaksFocus: false)
        response.announcements = timeAnnouncements + response.announcements
        return response
    }

    /// Sets the cues of one caption track, replacing any before (see
    /// ``ControlModel/setCaptionCues(_:for:)``).
    public mutating func setCaptionCues(_ cues: [Cue], for track: TrackID) {
        model.setCaptionCues(cues, for: track)
    }

    /// Performs `gesture` at host time `now`.
    public mutating func perform(_ gesture: ScreenReaderGesture, at now: HostTime)
        -> ScreenReaderResponse
    {
        let timeAnnouncements = advance(to: now)
        var response: ScreenReaderResponse
        switch gesture {
        case .next: response = move(by: 1)
        case .previous: response = move(by: -1)
        case .first: response = moveToEnd(first: true)
        case .last: response = moveToEnd(first: false)
        case .activate: response = activate(at: now)
        case .increment: response = adjust(increment: true, at: now)
        case .decrement: response = adjust(increment: false, at: now)
        case .escape: response = escape(at: now)
        case .magicTap: response = send(.togglePlayPause, at: now, speaksFocus: false)
        }
        response.announcements = timeAnnouncements + response.announcements
        return response
    }

    // MARK: Navigation

    private mutating func move(by step: Int) -> ScreenReaderResponse {
        let visible = model.visibleElements
        guard let current = visible.firstIndex(where: { $0.id == focus }) else {
            return land(on: step > 0 ? visible.first : visible.last)
        }
        let target = current + step
        guard visible.indices.contains(target) else { return ScreenReaderResponse() }
        return land(on: visible[target])
    }

    private mutating func moveToEnd(first: Bool) -> ScreenReaderResponse {
        let visible = model.visibleElements
        return land(on: first ? visible.first : visible.last)
    }

    private mutating func land(on element: AccessibilityElement?) -> ScreenReaderResponse {
        guard let element else { return ScreenReaderResponse() }
        focus = element.id
        return ScreenReaderResponse(utterance: model.language.utterance(for: element))
    }

    // MARK: Actions

    private mutating func activate(at now: HostTime) -> ScreenReaderResponse {
        guard let focus, let command = model.activationCommand(for: focus) else {
            return ScreenReaderResponse()
        }
        if case .openPanel = command {
            panelOpeners.append(focus)
        }
        return send(command, at: now)
    }

    private mutating func adjust(increment: Bool, at now: HostTime) -> ScreenReaderResponse {
        guard let focus, let command = model.adjustmentCommand(for: focus, increment: increment)
        else { return ScreenReaderResponse() }
        var response = send(command, at: now)
        if response.rejection == nil, let element = focusedElement {
            response.utterance = element.value
        }
        return response
    }

    private mutating func escape(at now: HostTime) -> ScreenReaderResponse {
        guard model.state.openPanel != nil else { return ScreenReaderResponse() }
        return send(.closePanel, at: now)
    }

    /// Sends `command` to the reducer, then moves the focus and, if `speaksFocus`, says what
    /// changed under it.
    private mutating func send(
        _ command: PlayerCommand, at now: HostTime, speaksFocus: Bool = true
    ) -> ScreenReaderResponse {
        let panelBefore = model.state.openPanel
        let outcome = apply(command, at: now)
        var response = ScreenReaderResponse(
            announcements: outcome.announcements, command: command,
            rejection: outcome.rejection)
        guard outcome.rejection == nil else { return response }
        let panelAfter = model.state.openPanel
        if let panelAfter, panelAfter != panelBefore {
            return withUtterance(response, landingOn: .panelHeader(panelAfter))
        }
        if panelBefore != nil, panelAfter == nil {
            let opener = panelOpeners.first ?? .control(.subtitles)
            panelOpeners.removeAll()
            return withUtterance(response, landingOn: opener)
        }
        if outcome.focusMoved {
            response.utterance = focusedElement.map { model.language.utterance(for: $0) }
        } else if speaksFocus {
            response.utterance = focusedElement.map { model.language.changeUtterance(for: $0) }
        }
        return response
    }

    private mutating func withUtterance(
        _ response: ScreenReaderResponse, landingOn id: ElementID
    ) -> ScreenReaderResponse {
        var response = response
        let target = model.element(id).flatMap { $0.isHidden ? nil : $0 }
        response.utterance = land(on: target ?? model.visibleElements.first).utterance
        return response
    }

    // MARK: State

    /// Applies `command` through the reducer and settles the model and the focus.
    private mutating func apply(_ command: PlayerCommand, at now: HostTime)
        -> (announcements: [SpokenAnnouncement], rejection: CommandRejection?, focusMoved: Bool)
    {
        var state = model.state
        let reduction = state.apply(command, at: now)
        let focusBefore = focus
        let announcements = settle(state, reduction)
        return (announcements, reduction.rejection, focus != focusBefore)
    }

    /// Takes the reducer's new state, repairs the focus, and speaks its announcements.
    private mutating func settle(_ state: PlayerState, _ reduction: PlayerReduction)
        -> [SpokenAnnouncement]
    {
        changedControls = model.update(state)
        repairFocus()
        return reduction.effects.compactMap { effect in
            guard case .announce(let announcement) = effect else { return nil }
            return model.spoken(announcement)
        }
    }

    /// Moves the focus off an element that left the tree.
    private mutating func repairFocus() {
        guard let focus, model.element(focus)?.isHidden ?? true else { return }
        let fallback: Control? =
            model.state.isLocked ? .lock : model.state.controlsVisible ? nil : .showControls
        self.focus = fallback.map { .control($0) } ?? model.visibleElements.first?.id
    }
}
