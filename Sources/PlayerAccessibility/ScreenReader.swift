import PlayerCore

/// A screen reader's cursor over the player's elements: it turns gestures into focus moves or
/// commands for the player, and composes what it says. It holds no player state; the player
/// owns the state and hands the cursor its ``ControlModel`` at every gesture and change.
///
/// ```swift
/// var reader = ScreenReader()
/// reader.interpret(.first, in: model)     // .spoken("Close, button, Double tap to activate")
/// reader.interpret(.next, in: model)      // .spoken("Demo Feature, 2024-05-01, heading level 1")
/// reader.interpret(.activate, in: model)  // .command(.togglePlayPause, speech: .changedLabel)
/// ```
///
/// Focus follows VoiceOver's rules: as the player screen appears it lands on the first element
/// (or the one the skin names); after a double tap it stays and the new label is spoken
/// ("Pause"); opening a panel moves it to the panel's header; escape or the panel's Close
/// returns it to the control that opened the panel, a sub-panel's Back to the entry that
/// opened the sub-panel; when its element leaves the tree it goes to "Unlock screen" while
/// locked, to "Show controls" while the controls are hidden, else to the first element.
///
/// The rotor (``RotorSetting``) turns with ``ScreenReaderGesture/rotorClockwise`` and moves by
/// its setting with ``ScreenReaderGesture/rotorNextItem``; ``kind`` words every utterance as
/// VoiceOver or as TalkBack does.
public struct ScreenReader: Hashable, Sendable {
    /// Which screen reader this is; it decides the wording, not the moves.
    public let kind: ScreenReaderKind
    /// The element under the cursor; nil before the first gesture, unless the cursor landed
    /// as the player screen appeared (``landOnAppearingScreen(_:)``).
    public internal(set) var focus: ElementID?
    /// The rotor's setting; nil before the rotor was first turned.
    public internal(set) var rotor: RotorSetting?
    /// The elements that opened the panels shown, outermost first; focus returns to the first
    /// when the panels close.
    private var panelOpeners: [ElementID] = []

    /// A cursor on nothing, as a screen reader is before its first gesture.
    public init(kind: ScreenReaderKind = .voiceOver) {
        self.kind = kind
    }

    /// What this screen reader says on landing on `element` of `model`.
    public func utterance(for element: AccessibilityElement, in model: ControlModel) -> String {
        model.language.utterance(for: element, by: kind)
    }

    /// Puts the cursor where a screen reader lands when the player screen appears: on the
    /// element the skin names (``Skin/initialFocus``) when it is on screen, else on the first
    /// element, as VoiceOver and TalkBack focus the first element of a new screen. Says what
    /// the reader says there; nil when no element is on screen.
    public mutating func landOnAppearingScreen(_ model: ControlModel) -> String? {
        guard let named = model.layout.skin.initialFocus else {
            return land(on: model.visibleElements.first, in: model)
        }
        return landVisible(.control(named), in: model)
    }

    /// The focused element of `model`, if any.
    public func focusedElement(in model: ControlModel) -> AccessibilityElement? {
        focus.flatMap { model.element($0) }
    }

    /// What `gesture` does over `model`: a move of the cursor, done at once, with what it says;
    /// or a command for the player, whose outcome ``settle(after:speech:accepted:panelBefore:in:)``
    /// then speaks.
    public mutating func interpret(_ gesture: ScreenReaderGesture, in model: ControlModel)
        -> GestureIntent
    {
        switch gesture {
        case .next: return .spoken(move(by: 1, in: model))
        case .previous: return .spoken(move(by: -1, in: model))
        case .first: return .spoken(land(on: model.visibleElements.first, in: model))
        case .last: return .spoken(land(on: model.visibleElements.last, in: model))
        case .activate:
            guard let focus, let command = model.activationCommand(for: focus) else {
                return .spoken(nil)
            }
            if case .openPanel = command {
                panelOpeners.append(focus)
            }
            return .command(command, speech: .changedLabel)
        case .increment, .decrement:
            guard let focus,
                let command = model.adjustmentCommand(for: focus, increment: gesture == .increment)
            else { return .spoken(nil) }
            return .command(command, speech: .value)
        case .escape:
            guard model.state.openPanel != nil else { return .spoken(nil) }
            return .command(.closePanel, speech: .changedLabel)
        case .magicTap:
            return .command(.togglePlayPause, speech: .silent)
        case .rotorClockwise, .rotorCounterclockwise:
            return .announced(turnRotor(by: gesture == .rotorClockwise ? 1 : -1, in: model))
        case .rotorNextItem, .rotorPreviousItem:
            let forward = gesture == .rotorNextItem
            if rotor == .chapters {
                // The focus stays; playback moves, and the chapter's name is announced.
                return model.chapterCommand(forward ? .next : .previous).map {
                    .command($0, speech: .silent)
                } ?? .spoken(nil)
            }
            return .spoken(moveByRotor(forward: forward, in: model))
        }
    }

    /// Moves the focus after the player carried out `command` (the cursor's or anyone's) and
    /// returns what is said: the panel header when a panel opened, the opener when it closed,
    /// the whole element when the focus had to move, else what `speech` asks for.
    public mutating func settle(
        after command: PlayerCommand, speech: CommandSpeech, accepted: Bool,
        panelBefore: Panel?, in model: ControlModel
    ) -> String? {
        let focusBefore = focus
        repairFocus(in: model)
        guard accepted else { return nil }
        if speech == .value {
            return focusedElement(in: model).map {
                model.language.valueUtterance(for: $0, by: kind)
            }
        }
        let panelAfter = model.state.openPanel
        if let panelAfter, panelAfter != panelBefore {
            // Back in a panel it was opened from: on the entry that opened the sub-panel.
            if let entry = panelOpeners.lastIndex(where: { $0.isOption(of: panelAfter) }) {
                let opener = panelOpeners[entry]
                panelOpeners.removeSubrange(entry...)
                return landVisible(opener, in: model)
            }
            return landVisible(.panelHeader(panelAfter), in: model)
        }
        if panelBefore != nil, panelAfter == nil {
            let opener = panelOpeners.first ?? .control(.subtitles)
            panelOpeners.removeAll()
            return landVisible(opener, in: model)
        }
        guard let element = focusedElement(in: model) else { return nil }
        if focus != focusBefore {
            return utterance(for: element, in: model)
        }
        return speech == .changedLabel
            ? model.language.changeUtterance(for: element, by: kind) : nil
    }

    /// Puts the cursor on element `id`, as touching it does, and returns what is said; nil,
    /// leaving the focus where it was, when the element is not in reach.
    public mutating func focus(on id: ElementID, in model: ControlModel) -> String? {
        guard let element = model.element(id), !element.isHidden else { return nil }
        return land(on: element, in: model)
    }

    /// Keeps the cursor valid after `model` changed: moves the focus off an element that left
    /// the tree, and forgets panel openers once no panel is open.
    public mutating func follow(_ model: ControlModel) {
        if model.state.openPanel == nil {
            panelOpeners.removeAll()
        }
        repairFocus(in: model)
    }

    private mutating func repairFocus(in model: ControlModel) {
        guard let focus else {
            // A cursor that never moved still lands on Show controls when the controls hide,
            // as the layout change a hiding posts (with that button as its argument) moves
            // VoiceOver's and TalkBack's focus there.
            if !model.state.controlsVisible, !model.state.isLocked,
                model.element(.control(.showControls)).map({ !$0.isHidden }) ?? false
            {
                self.focus = .control(.showControls)
            }
            return
        }
        guard model.element(focus)?.isHidden ?? true else { return }
        let fallback: Control? =
            model.state.isLocked ? .lock : model.state.controlsVisible ? nil : .showControls
        let shownFallback = fallback.flatMap { model.element(.control($0)) }.flatMap {
            $0.isHidden ? nil : $0.id
        }
        self.focus = shownFallback ?? model.visibleElements.first?.id
    }

    private mutating func move(by step: Int, in model: ControlModel) -> String? {
        let visible = model.visibleElements
        guard let current = visible.firstIndex(where: { $0.id == focus }) else {
            return land(on: step > 0 ? visible.first : visible.last, in: model)
        }
        let target = current + step
        guard visible.indices.contains(target) else { return nil }
        return land(on: visible[target], in: model)
    }

    mutating func land(on element: AccessibilityElement?, in model: ControlModel) -> String? {
        guard let element else { return nil }
        focus = element.id
        return utterance(for: element, in: model)
    }

    /// Lands on `id` if it is shown, else on the first element.
    private mutating func landVisible(_ id: ElementID, in model: ControlModel) -> String? {
        let target = model.element(id).flatMap { $0.isHidden ? nil : $0 }
        return land(on: target ?? model.visibleElements.first, in: model)
    }
}

/// What a gesture asks for.
public enum GestureIntent: Hashable, Sendable {
    /// The cursor moved (or could not); this is what it says, nil for nothing.
    case spoken(String?)
    /// The player should carry out this command; the cursor then speaks its outcome as
    /// `speech` says.
    case command(PlayerCommand, speech: CommandSpeech)
    /// The screen reader said this without moving the focus (the rotor's new setting, a
    /// message on screen `for` a set time); nil for nothing.
    case announced(String?, for: MediaTime? = nil)
}

/// What the cursor says about its element after a command it asked for.
public enum CommandSpeech: Hashable, Sendable {
    /// The element's new label and value ("Pause" after Play was activated).
    case changedLabel
    /// The element's new value alone ("65%" after a swipe up on the slider).
    case value
    /// Nothing unless the focus had to move (a magic tap, a script's command).
    case silent
}
