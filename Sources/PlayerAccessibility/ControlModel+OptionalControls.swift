import PlayerCore

/// The skin's optional controls (full screen, Picture in Picture, Cast, AirPlay, Skip intro,
/// Next episode, quality, audio description, caption style) and the texts a skin puts on
/// every control.
extension ControlModel {
    /// Fills in the label, value and condition of one of the optional controls.
    func describeOptionalControl(_ control: Control, in element: inout AccessibilityElement) {
        let presentation = state.presentation
        switch control {
        case .fullScreen:
            element.label = language.string(
                presentation.isFullScreen ? .exitFullScreen : .fullScreen)
        case .pictureInPicture:
            element.label = language.string(
                presentation.isPictureInPicture ? .exitPictureInPicture : .pictureInPicture)
        case .cast:
            element.label = language.string(.cast)
            element.value = presentation.castDevice ?? language.string(.notConnected)
        case .airPlay:
            element.label = language.string(.airPlay)
            element.value = presentation.airPlayDevice ?? language.string(.notConnected)
        case .skipIntro:
            element.label = language.string(.skipIntro)
        case .nextEpisode:
            element.label = language.string(.nextEpisode)
            if let seconds = positionReadings.upNextSecondsLeft,
                let episode = layout.skin.nextEpisode
            {
                let table = timeTexts.table
                element.value = table.upNextValue.filled(
                    episode.title, table.spokenDuration(seconds: Int64(seconds)))
            }
        case .quality:
            element.label = language.string(.quality)
            element.value = qualityName(presentation.quality)
        case .audioDescription:
            element.label = language.string(.audioDescription)
            element.value = language.string(isOn(.audioDescription) ? .on : .off)
            if audioDescriptionCommand == nil {
                element.traits.insert(.notEnabled)
            }
        case .captionStyle:
            element.label = language.string(.captionStyle)
        default:
            break
        }
    }

    /// What activating one of the optional controls that opens no panel asks for.
    func optionalControlCommand(for control: Control) -> PlayerCommand? {
        switch control {
        case .fullScreen: .present(.fullScreen(.toggle))
        case .pictureInPicture: .present(.pictureInPicture(.toggle))
        case .skipIntro: layout.intro.map { .seek(to: $0.upperBound) }
        case .nextEpisode: .present(.playNextEpisode)
        case .audioDescription: audioDescriptionCommand
        default: nil
        }
    }

    /// Puts the skin's label and visible text on `control`'s element: the "on" variants while
    /// the control is on, `{label}` and `{value}` filled in.
    func applySkinTexts(of control: Control, to element: inout AccessibilityElement) {
        guard let entry = layout.entry(control) else { return }
        let on = isOn(control)
        if let label = (on ? entry.labelOn ?? entry.label : entry.label)?.text(in: language) {
            element.label = label
        }
        if let visible = (on ? entry.visibleTextOn ?? entry.visibleText : entry.visibleText)?
            .text(in: language)
        {
            element.visibleText = visible.replacingOccurrences(of: "{label}", with: element.label)
                .replacingOccurrences(of: "{value}", with: element.value)
        }
    }

    /// Whether `control` is in its "on" state, which picks a skin's `labelOn` and
    /// `visibleTextOn`: locked, muted, playing, slow motion, captions on, full screen,
    /// Picture in Picture, casting, AirPlaying, audio description on (a description audio
    /// track playing, or text descriptions spoken).
    func isOn(_ control: Control) -> Bool {
        let presentation = state.presentation
        switch control {
        case .lock: return state.isLocked
        case .volume: return state.isEffectivelyMuted
        case .playPause: return state.playback == .playing
        case .slowMotion: return state.isSlowMotion
        case .subtitles: return state.captions != .off
        case .fullScreen: return presentation.isFullScreen
        case .pictureInPicture: return presentation.isPictureInPicture
        case .cast: return presentation.castDevice != nil
        case .airPlay: return presentation.airPlayDevice != nil
        case .audioDescription:
            return state.descriptionTrack != nil
                || state.audioTracks.first { $0.id == state.audioTrack }?.isAudioDescription
                    ?? false
        default: return false
        }
    }

    /// What the audio-description button does: switch audio tracks when the title has an
    /// audio description track (``audioDescriptionSwitch``); else, with a text description
    /// track, turn text descriptions off while they are spoken, or on (the track in the audio's
    /// language, else the first); nil (the button dimmed) when the title has neither.
    var audioDescriptionCommand: PlayerCommand? {
        if let audio = audioDescriptionSwitch {
            return .selectAudio(audio)
        }
        if state.descriptionTrack != nil {
            return .adjust(.descriptions(nil))
        }
        let texts = state.captionTracks.filter(\.isTextDescription)
        let audioLanguage = state.audioTracks.first { $0.id == state.audioTrack }?.language
        let sameLanguage = texts.first { text in
            guard let audioLanguage else { return false }
            return text.language?.isSameLanguage(as: audioLanguage) == true
        }
        return (sameLanguage ?? texts.first).map { .adjust(.descriptions($0.id)) }
    }

    /// The audio track the audio-description button switches to: the description track in
    /// the language playing (any description track if none) while it is off, the plain track
    /// in that language while it is on; nil when there is none to switch to.
    var audioDescriptionSwitch: TrackID? {
        let current = state.audioTracks.first { $0.id == state.audioTrack }
        let wantsDescription = !(current?.isAudioDescription ?? false)
        let candidates = state.audioTracks.filter { $0.isAudioDescription == wantsDescription }
        let sameLanguage = candidates.first { candidate in
            guard let language = current?.language else { return false }
            return candidate.language?.isSameLanguage(as: language) == true
        }
        return (sameLanguage ?? candidates.first)?.id
    }

    /// "Auto", or a picture height as players name it ("720p").
    func qualityName(_ quality: VideoQuality) -> String {
        switch quality {
        case .automatic: language.string(.automaticQuality)
        case .height(let lines): String(lines) + "p"
        }
    }
}
