import PlayerCore

extension PlayerSession {
    /// Keeps the cues of `track` when it is a text description track, so that they can be
    /// spoken whenever descriptions are turned on.
    mutating func keepDescriptionCues(_ cues: [Cue], of track: TrackID) {
        guard state.captionTracks.contains(where: { $0.id == track && $0.isTextDescription })
        else { return }
        let ordered = cues.sorted { $0.start < $1.start }
        descriptions.cuesByTrack[track] = ordered
        if descriptions.track == track {
            descriptions.spoken = ordered
            descriptions.resume(from: state.position)
        }
    }

    /// Adds a ``PlayerEvent/described(_:)`` to the batch for each cue of the spoken text
    /// description track whose start playback reached since the last look; a change of track
    /// (or descriptions turned on) starts from the position reached, saying nothing already
    /// begun. With extended description off, a description whose speech outlasts its cue
    /// carries what the overrun preference does to it.
    mutating func reportDescriptions() {
        if descriptions.track != state.descriptionTrack {
            descriptions.track = state.descriptionTrack
            descriptions.spoken =
                state.descriptionTrack.flatMap { descriptions.cuesByTrack[$0] } ?? []
            descriptions.resume(from: state.position)
        }
        holdForSpeech()
        guard state.playback == .playing, let track = descriptions.track else { return }
        while let start = descriptions.nextStart, start <= state.position {
            let cue = descriptions.spoken[descriptions.nextIndex]
            descriptions.nextIndex += 1
            guard let text = cue.text, !text.isEmpty else { continue }
            let language = state.captionTracks.first { $0.id == track }?.language
            var described = DescribedCue(
                track: track, trackName: trackName(track),
                text: text.split(whereSeparator: \.isNewline).joined(separator: " "),
                start: cue.start, end: cue.end, language: language, voicing: cue.voicing)
            described.voice = state.presentation.descriptionVoice
            // At the rate a DAPT script asks for, and at the viewer's rate against espeak-ng's
            // usual one (the measure's), the speech takes about that much less time.
            let factor =
                (cue.voicing?.speechRate?.speedFactor ?? 1)
                * Double(described.voice.wordsPerMinute)
                / Double(DescriptionVoice.defaultWordsPerMinute)
            let length = configuration.descriptionSpeechLength?(described.text, language).map {
                MediaTime(secondsValue: $0.secondsValue / factor)
            }
            if let length, !descriptions.extended {
                described.overrun = DescriptionOverrunOutcome.of(
                    start: cue.start, end: cue.end, length: length,
                    nextStart: descriptions.nextStart, preference: configuration.descriptionOverrun)
            }
            batch.append(.described(described))
            if var length {
                if case .faster(let speedUp) = described.overrun {
                    length = MediaTime(secondsValue: length.secondsValue / speedUp)
                }
                descriptions.speaking = (described, now.advanced(by: length))
            }
        }
        holdForSpeech()
    }

    /// Extended description: pauses playback at the end of the description being said while
    /// its speech goes on, and plays again once it ended (session time goes on, the position
    /// waits), each logged naming the description.
    private mutating func holdForSpeech() {
        // The flag first: binding the optional would copy the cue on every tick.
        guard descriptions.isSpeaking, let speaking = descriptions.speaking else { return }
        if descriptions.holding {
            guard now >= speaking.until else { return }
            descriptions.holding = false
            descriptions.speaking = nil
            // The viewer's own pause during the hold is theirs: playback stays paused.
            if descriptions.viewerPausedDuringHold {
                descriptions.viewerPausedDuringHold = false
                return
            }
            batch.append(.descriptionResumed(speaking.cue))
            if state.playback == .paused {
                reduce(.play)
            }
        } else if now >= speaking.until {
            descriptions.speaking = nil
        } else if descriptions.extended, state.playback == .playing,
            state.position >= speaking.cue.end
        {
            batch.append(.descriptionPaused(speaking.cue))
            reduce(.pause)
            descriptions.holding = true
            descriptions.viewerPausedDuringHold = false
        }
    }

    /// Notes a pause the viewer asks for while playback is held for a description (kept when
    /// the speech ends); one that plays again ends the hold's claim on playback.
    mutating func noteDuringHold(_ command: PlayerCommand) {
        guard descriptions.holding else { return }
        switch command {
        case .pause:
            descriptions.viewerPausedDuringHold = true
        case .play, .togglePlayPause:
            descriptions.viewerPausedDuringHold = false
        default:
            break
        }
    }

    /// The description voice panel's Sample: its sentence said now as a description of the
    /// text description track spoken (or the source's first), in that track's language with
    /// the viewer's description voice, logged as a `describe` line marked as the sample.
    mutating func describeSample(_ text: String) {
        let tracks = state.captionTracks.filter(\.isTextDescription)
        guard let track = tracks.first(where: { $0.id == state.descriptionTrack }) ?? tracks.first
        else { return }
        var sample = DescribedCue(
            track: track.id, trackName: trackName(track.id), text: text, start: state.position,
            end: state.position, language: track.language)
        sample.voice = state.presentation.descriptionVoice
        sample.isSample = true
        batch.append(.described(sample))
    }

    /// The description side of a completed seek: the next cue said is the first beginning at
    /// or after `target`.
    mutating func seekDescriptions(to target: MediaTime) {
        descriptions.resume(from: target)
    }
}
