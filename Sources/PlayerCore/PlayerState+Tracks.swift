extension PlayerState {
    /// The legible track on screen: the chosen one, or a forced one while captions are off;
    /// none while captions are hidden.
    public var displayedCaptionTrack: TrackID? {
        if captionsHidden {
            return nil
        }
        if case .track(let id) = captions {
            return id
        }
        return forcedCaptionTrack
    }

    /// The language of the audio track in effect, if known.
    public var audioLanguage: LanguageTag? {
        audioTracks.first { $0.id == audioTrack }?.language
    }

    mutating func selectCaptions(_ selection: CaptionSelection) -> PlayerReduction {
        var chosen: TrackInfo?
        if case .track(let id) = selection {
            guard let track = captionTracks.first(where: { $0.id == id }) else {
                return PlayerReduction(rejection: .unknownTrack(id))
            }
            chosen = track
        }
        captionsChosenByUser = true
        let before = displayedCaptionTrack
        captions = selection
        return PlayerReduction(
            effects: captionDisplayEffects(comparedWith: before)
                + [.announce(.captionsSelected(chosen))])
    }

    mutating func selectAudio(_ id: TrackID) -> PlayerReduction {
        guard let track = audioTracks.first(where: { $0.id == id }) else {
            return PlayerReduction(rejection: .unknownTrack(id))
        }
        audioChosenByUser = true
        let before = displayedCaptionTrack
        audioTrack = id
        forcedCaptionTrack = policy.forcedTrack(from: captionTracks, audioLanguage: audioLanguage)
        return PlayerReduction(
            effects: [.selectAudioTrack(id)] + captionDisplayEffects(comparedWith: before)
                + [.announce(.audioSelected(track))])
    }

    /// Lets the policy choose whatever the viewer has not chosen for this source, then
    /// returns the stream selections that changed (all of them when `reportAll`).
    mutating func applySelectionPolicy(reportAll: Bool) -> [PlayerEffect] {
        let audioBefore = audioTrack
        let captionBefore = displayedCaptionTrack
        if !audioChosenByUser {
            audioTrack = policy.audioTrack(from: audioTracks)
        }
        if !captionsChosenByUser {
            captions = policy.captions(from: captionTracks, alone: isCaptionFile)
        }
        forcedCaptionTrack = policy.forcedTrack(from: captionTracks, audioLanguage: audioLanguage)
        var effects: [PlayerEffect] = []
        if let audioTrack, reportAll || audioTrack != audioBefore {
            effects.append(.selectAudioTrack(audioTrack))
        }
        if reportAll || displayedCaptionTrack != captionBefore {
            effects.append(.showCaptionTrack(displayedCaptionTrack))
        }
        return effects
    }

    private var policy: TrackSelectionPolicy {
        TrackSelectionPolicy(preferences: trackPreferences)
    }

    private func captionDisplayEffects(comparedWith before: TrackID?) -> [PlayerEffect] {
        displayedCaptionTrack == before ? [] : [.showCaptionTrack(displayedCaptionTrack)]
    }
}
