extension PlayerState {
    /// Applies a remote client's ``PlayerAdjustment``: the level without touching mute, the
    /// captions shown or hidden with their choice kept, their delay, or the rate (at host time
    /// `now`, where the media clock is rebased).
    mutating func adjust(_ adjustment: PlayerAdjustment, at now: HostTime) -> PlayerReduction {
        switch adjustment {
        case .volumeLevel(let level):
            guard !level.isNaN else { return PlayerReduction(rejection: .invalidVolume) }
            let before = outputVolume
            volume = min(max(level, 0), 1)
            return PlayerReduction(
                effects: outputVolume == before ? [] : [.setOutputVolume(outputVolume)])
        case .captionsVisible(let visible):
            let before = displayedCaptionTrack
            captionsHidden = !visible
            return PlayerReduction(
                effects: displayedCaptionTrack == before
                    ? [] : [.showCaptionTrack(displayedCaptionTrack)])
        case .captionDelay(let delay):
            captionDelay = delay
            return PlayerReduction()
        case .secondaryCaptions(let track):
            if let track, !captionTracks.contains(where: { $0.id == track }) {
                return PlayerReduction(rejection: .unknownTrack(track))
            }
            secondaryCaptionTrack = track
            return PlayerReduction(effects: track.map { [.loadSecondaryCaptionTrack($0)] } ?? [])
        case .descriptions(let track):
            if let track, !captionTracks.contains(where: { $0.id == track && $0.isTextDescription })
            {
                return PlayerReduction(rejection: .unknownTrack(track))
            }
            descriptionTrack = track
            return PlayerReduction(effects: track.map { [.loadSecondaryCaptionTrack($0)] } ?? [])
        case .rate(let rate):
            guard PlaybackRate(rate) != nil else { return PlayerReduction(rejection: .invalidRate) }
            let wasSlow = isSlowMotion
            if rate < 1 {
                slowMotionRate = rate
            }
            isSlowMotion = rate < 1
            customRate = rate > 1 ? rate : nil
            rebaseClock(at: now)
            let announcement: [PlayerEffect] =
                wasSlow == isSlowMotion ? [] : [.announce(.slowMotion(isSlowMotion))]
            return PlayerReduction(effects: [.setRate(playbackRate)] + announcement)
        }
    }
}
