import PlayerCore

/// One choice in a panel: what it is called, what activating it asks for, and whether it is
/// the choice in effect.
struct PanelOption {
    var label: String
    /// The current choice behind a settings entry ("English SDH"); empty for a plain option.
    var choice: String = ""
    var isSelected = false
    var command: PlayerCommand?
    /// What swiping down and up asks for when the option is adjustable (a caption style
    /// setting); nil for a plain option.
    var adjustments: (decrement: PlayerCommand, increment: PlayerCommand)?
    /// Whether the option is text to read (the caption style's preview), not a choice.
    var isText = false
}

extension Panel {
    /// The key of the panel's header text.
    var titleKey: StringKey {
        switch self {
        case .closedCaptions: .closedCaptions
        case .audio: .audio
        case .playbackSpeed: .playbackSpeed
        case .settings: .settings
        case .cast: .cast
        case .airPlay: .airPlay
        case .quality: .quality
        case .captionStyle: .captionStyle
        case .descriptionVoice: .descriptionVoice
        case .chapters: .chapters
        case .transcript: .transcript
        }
    }
}

extension ControlModel {
    /// Rebuilds the open panel's header, options and Close (or Back) element (none while
    /// locked or closed), marking the elements whose label changed.
    mutating func rebuildPanel() {
        let previous = panelElements
        defer { notePanelRelabels(from: previous) }
        panelElements = []
        panelCommands = []
        panelAdjustments = []
        guard let panel = state.openPanel, !state.isLocked else { return }
        let group = language.string(panel.titleKey)
        var header = AccessibilityElement(id: .panelHeader(panel), label: group, traits: .header)
        header.headingLevel = 2
        panelElements.append(header)
        panelCommands.append(nil)
        panelAdjustments.append(nil)
        for (index, option) in options(of: panel).enumerated() {
            var element = AccessibilityElement(
                id: .option(panel, index: index), label: option.label, value: option.choice,
                hint: language.string(.activateHint), traits: .button)
            if option.adjustments != nil {
                element.traits = .adjustable
                element.hint = language.string(.adjustHint)
            } else if option.isText {
                element.traits = .staticText
                element.hint = ""
            }
            if option.isSelected {
                element.traits.insert(.selected)
                element.value = language.string(.selectedFor, ["group": group])
            }
            if case .openPanel(let opened) = option.command {
                markDisclosure(of: opened, on: &element)
            }
            panelElements.append(element)
            panelCommands.append(option.command)
            panelAdjustments.append(option.adjustments)
        }
        appendPanelExit(of: panel)
    }

    /// The choices `panel` offers, in display order.
    func options(of panel: Panel) -> [PanelOption] {
        switch panel {
        case .closedCaptions:
            let off = PanelOption(
                label: language.string(.off), isSelected: state.captions == .off,
                command: .selectCaptions(.off))
            let tracks = zip(state.captionTracks, language.displayNames(for: state.captionTracks))
            return [off]
                + tracks.map { track, name in
                    PanelOption(
                        label: name, isSelected: state.captions == .track(track.id),
                        command: .selectCaptions(.track(track.id)))
                }
        case .audio:
            let tracks = zip(state.audioTracks, language.displayNames(for: state.audioTracks))
            return tracks.map { track, name in
                PanelOption(
                    label: name, isSelected: state.audioTrack == track.id,
                    command: .selectAudio(track.id))
            }
        case .playbackSpeed:
            let custom = state.customRate.map { rate in
                PanelOption(label: language.string(.customSpeed) + " \(rate)×", isSelected: true)
            }
            return [
                PanelOption(
                    label: language.string(.normalSpeed),
                    isSelected: !state.isSlowMotion && custom == nil, command: .slowMotion(.off)),
                PanelOption(
                    label: language.string(.slowMotion), isSelected: state.isSlowMotion,
                    command: .slowMotion(.on)),
            ] + (custom.map { [$0] } ?? [])
        case .settings:
            return settingsPanels.map { choicePanel in
                PanelOption(
                    label: language.string(choicePanel.titleKey),
                    choice: currentChoiceName(in: choicePanel), command: .openPanel(choicePanel))
            }
        case .cast, .airPlay, .quality, .captionStyle:
            return optionalPanelOptions(of: panel)
        case .descriptionVoice:
            return descriptionVoiceOptions(state.presentation.descriptionVoice)
        case .chapters:
            return chapterOptions
        case .transcript:
            return transcriptOptions
        }
    }

    /// The name of the choice in effect in `panel` ("Off", "English SDH", "Normal"; the
    /// caption style's and the description voice's settings); empty when it has none.
    func currentChoiceName(in panel: Panel) -> String {
        if panel == .captionStyle || panel == .descriptionVoice {
            return options(of: panel).filter { $0.adjustments != nil }.map(\.choice)
                .joined(separator: ", ")
        }
        let chosen = options(of: panel).first(where: \.isSelected)?.label ?? ""
        guard panel == .closedCaptions else { return chosen }
        var parts = [chosen]
        if state.captionDelay != .zero {
            parts.append(
                language.string(.captionDelay) + " " + state.captionDelay.jsonSeconds + " s")
        }
        if let secondary = secondaryCaptionName {
            parts.append(language.string(.secondaryCaptions, ["track": secondary]))
        }
        return parts.joined(separator: ", ")
    }

    /// What the settings panel lists: captions, audio (when the source has an audio track:
    /// an Audio entry with no choice behind it would only mislead) and speed, then the skin's
    /// quality and caption style when it offers them, the description voice when the source
    /// has a text description track (the voice says nothing else), then the chapters and the
    /// transcript when there are any.
    private var settingsPanels: [Panel] {
        [Panel.closedCaptions] + (state.audioTracks.isEmpty ? [] : [Panel.audio])
            + [Panel.playbackSpeed]
            + [(Control.quality, Panel.quality), (.captionStyle, .captionStyle)]
            .filter { layout.offers($0.0) }.map(\.1)
            + (state.captionTracks.contains(where: \.isTextDescription) ? [.descriptionVoice] : [])
            + (chapters.isEmpty ? [] : [.chapters])
            + (transcriptLines.isEmpty ? [] : [.transcript])
    }

    /// What activating the open panel's element `id` asks for, if anything.
    func panelCommand(for id: ElementID) -> PlayerCommand? {
        guard let index = panelElements.firstIndex(where: { $0.id == id }) else { return nil }
        return panelCommands[index]
    }
}
