import PlayerCore

extension ControlModel {
    /// The element of `control` for the current state, following the control table: its
    /// label, value, traits, hint and whether it is in the tree.
    mutating func makeElement(_ control: Control) -> AccessibilityElement {
        var element = AccessibilityElement(
            id: .control(control), label: "", traits: .button, isHidden: isHidden(control))
        switch control {
        case .close: element.label = language.string(.close)
        case .title:
            element.label = titleText
            element.traits = .header
            element.headingLevel = 1
        case .rewind: element.label = language.string(.rewind)
        case .playPause: element.label = language.string(playButtonKey)
        case .forward:
            element.label = language.string(.forward)
            if !positionReadings.canSkipForward {
                element.traits.insert(.notEnabled)
            }
        case .slider:
            element.label = language.string(.playbackSlider)
            element.value = timeTexts.sliderValue(for: positionReadings.slider)
            element.traits = [.adjustable, .updatesFrequently]
        case .time:
            let texts = timeTexts.timeTexts(for: positionReadings.time)
            element.label = texts.label
            element.visibleText = texts.visible
            element.traits = [.staticText, .updatesFrequently]
        case .volume: element.label = language.string(state.isEffectivelyMuted ? .unmute : .mute)
        case .volumeLevel:
            element.label = language.string(.volume)
            // Muted, the level reads 0%, as Video.js's volume bar says while muted (its
            // aria-valuenow and aria-valuetext are 0 then: volume-bar.js,
            // updateARIAAttributes); moving it unmutes from the level kept.
            element.value = timeTexts.percentText(
                state.isMuted ? 0 : Int((state.volume * 100).rounded()))
            element.traits = .adjustable
        case .slowMotion:
            element.label = language.string(.slowMotion)
            element.value = language.string(state.isSlowMotion ? .on : .off)
        case .lock: element.label = language.string(state.isLocked ? .unlockScreen : .lockScreen)
        case .subtitles:
            element.label = language.string(.subtitles)
            element.value = language.string(
                state.captions == .off ? .off : state.captionsHidden ? .captionsHidden : .on)
        case .settings: element.label = language.string(.playerSettings)
        case .live:
            if positionReadings.isAtLiveEdge {
                element.label = language.string(.live)
                element.traits = .staticText
            } else {
                element.label = language.string(.watchLive)
            }
        case .showControls: element.label = language.string(.showControls)
        case .fullScreen, .pictureInPicture, .cast, .airPlay, .skipIntro, .nextEpisode, .quality,
            .audioDescription, .captionStyle:
            describeOptionalControl(control, in: &element)
        }
        applySkinTexts(of: control, to: &element)
        markDisclosure(of: Self.panelOpened(by: control), on: &element)
        if element.traits.contains(.button) {
            element.hint = language.string(.activateHint)
        } else if element.traits.contains(.adjustable) {
            element.hint = language.string(.adjustHint)
        }
        return element
    }

    /// Whether `control` is out of reach: anything the skin does not offer; Skip intro and
    /// Next episode outside their span; everything but Unlock and the title while locked,
    /// everything while the controls are hidden (but Show controls while a screen reader runs:
    /// without one, a tap on the video brings them back), the controls behind an open panel, a
    /// title that is not known, the live element for on-demand media.
    func isHidden(_ control: Control) -> Bool {
        guard layout.offers(control) else { return true }
        if state.isLocked {
            return !(control == .lock || (control == .title && !titleText.isEmpty))
        }
        if control == .showControls {
            return state.controlsVisible || !state.screenReaderRunning
        }
        if control == .skipIntro || control == .nextEpisode {
            // Shown over the picture during their span, controls up or not.
            let inSpan =
                control == .skipIntro
                ? positionReadings.isInIntro : positionReadings.upNextSecondsLeft != nil
            return !inSpan || state.openPanel != nil
        }
        if !state.controlsVisible || state.openPanel != nil {
            return true
        }
        switch control {
        case .title: return titleText.isEmpty
        case .live: return !state.isLive
        default: return false
        }
    }

    /// The title element's text: the show and title ("Presidents Cup: Day 1"), then ", " and
    /// the air date.
    var titleText: String {
        let metadata = state.metadata
        guard let title = metadata.programName(in: language) else { return "" }
        guard let airDate = metadata.airDate, !airDate.isEmpty else { return title }
        return title + ", " + airDate
    }

    private var playButtonKey: StringKey {
        switch state.playButtonAction {
        case .play: .play
        case .pause: .pause
        case .replay: .replay
        }
    }
}
