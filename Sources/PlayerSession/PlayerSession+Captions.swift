import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Carries out ``PlayerEffect/showCaptionTrack(_:)``: shows `track` (or none) with its
    /// whole cues when loaded; otherwise asks for it, and either waits for it (virtual clocks)
    /// or asks for the cues at this instant until it arrives.
    mutating func install(_ track: TrackID?) {
        captions.installed = track
        captions.installedIsPartial = false
        captions.shownIndices = [-1]
        captions.mayHaveChanged = true
        guard let track, !captions.loaded.contains(track) else { return }
        let waits = configuration.waitsForReads
        if !captions.loading.contains(track) {
            captions.loading.insert(track)
            request(.loadTrack(track, waits: waits), awaited: waits)
        } else if waits {
            // Asked for earlier without waiting cannot happen on a virtual clock: every load
            // there is answered before the step ends.
            return
        }
        if !waits {
            captions.installedIsPartial = true
            request(.readActiveCues(track, at: state.position), awaited: true)
        }
    }

    /// The caption side of ``PlayerEffect/seekSource(to:)``: while the shown track is still
    /// loading, asks for its cues at `target`.
    mutating func seekCaptions(to target: MediaTime) {
        if captions.installedIsPartial, let track = captions.installed {
            request(.readActiveCues(track, at: target), awaited: true)
        }
    }

    /// Keeps a loaded track in the model (an error is reported and leaves the track empty; a
    /// read that stopped early or skipped damaged packets is reported and keeps the cues read).
    mutating func receive(_ result: Result<CueReading, MediaError>, for track: TrackID) {
        guard captions.loading.remove(track) != nil else { return }
        let cues: [Cue]
        switch result {
        case .success(let reading):
            cues = reading.cues
            readErrors += reading.shortfalls
        case .failure(let error):
            readErrors.append(error.description)
            cues = []
        }
        captions.loaded.insert(track)
        if captions.installed == track {
            captions.installedIsPartial = false
        }
        setCues(cues, of: track)
        keepDescriptionCues(cues, of: track)
        applyEarlyFinishedCues(of: track)
        outputs.append(.trackLoaded(track))
    }

    /// Shows the cues of `track` on screen at one instant, read directly from the source,
    /// unless the whole track arrived meanwhile.
    mutating func receiveActiveCues(_ result: Result<[Cue], MediaError>, of track: TrackID) {
        guard captions.installedIsPartial, captions.installed == track else { return }
        switch result {
        case .success(let cues): setCues(cues, of: track)
        case .failure(let error): readErrors.append(error.description)
        }
    }

    private mutating func setCues(_ cues: [Cue], of track: TrackID) {
        model.setCaptionCues(cues, for: track)
        captions.mayHaveChanged = true
        if captions.installed == track {
            captions.shownIndices = [-1]
        }
    }

    /// Reports the captions that left the screen, then those that appeared.
    mutating func reportCaptionChanges() {
        guard captions.mayHaveChanged else { return }
        captions.mayHaveChanged = false
        let indices = model.activeCueIndices
        let displayed = state.displayedCaptionTrack
        guard indices != captions.shownIndices || displayed != captions.shownTrack?.id else {
            return
        }
        captions.shownIndices = indices
        let nowShown = displayed == nil ? [] : model.activeCues
        let sameTrack = displayed == captions.shownTrack?.id
        if let previous = captions.shownTrack {
            for cue in captions.shown where !(sameTrack && nowShown.contains(cue)) {
                batch.append(
                    .cueHidden(track: previous.id, trackName: previous.name, cue: cue))
            }
        }
        guard let displayed else {
            captions.shown = []
            captions.shownTrack = nil
            return
        }
        let name = sameTrack ? captions.shownTrack!.name : trackName(displayed)
        for cue in nowShown where !(sameTrack && captions.shown.contains(cue)) {
            batch.append(.cueShown(track: displayed, trackName: name, cue: cue))
        }
        captions.shown = nowShown
        captions.shownTrack = (displayed, name)
    }

    /// The caption track's name as the Closed Captions panel shows it.
    func trackName(_ id: TrackID) -> String {
        let tracks = state.captionTracks
        guard let index = tracks.firstIndex(where: { $0.id == id }) else {
            return "Track \(id.rawValue)"
        }
        return model.language.displayNames(for: tracks)[index]
    }
}

extension Cue {
    /// What the log says for the cue: its text, marked "(recognised) " when it was read from
    /// a picture, or "[image]" for a picture not read.
    public var spokenText: String {
        guard let text else { return "[image]" }
        return recognition == nil ? text : "(recognised) " + text
    }
}
