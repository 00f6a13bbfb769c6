extension PlayerState {
    /// Carries out a presentation change: the new presentation goes to the output device
    /// when it changed; a description voice sample is said; the next episode announces itself and closes this program.
    mutating func present(_ change: PresentationCommand, at now: HostTime) -> [PlayerEffect] {
        var next = presentation
        switch change {
        case .fullScreen(let action): next.isFullScreen = action.applied(to: next.isFullScreen)
        case .pictureInPicture(let action):
            next.isPictureInPicture = action.applied(to: next.isPictureInPicture)
        case .cast(let device):
            next.castDevice = device
            if device != nil { next.airPlayDevice = nil }
        case .airPlay(let device):
            next.airPlayDevice = device
            if device != nil { next.castDevice = nil }
        case .quality(let quality): next.quality = quality
        case .captionStyle(let style): next.captionStyle = style
        case .descriptionVoice(let voice): next.descriptionVoice = voice
        case .sampleDescriptionVoice: return [.announce(.descriptionSample)]
        case .playNextEpisode:
            return [.announce(.nextEpisode)] + close(at: now)
        }
        guard next != presentation else { return [] }
        presentation = next
        return [.setPresentation(next)]
    }
}
