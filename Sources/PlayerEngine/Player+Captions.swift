import PlayerAccessibility
import PlayerCore

extension Player {
    /// Whether time waits for whole caption tracks before moving (fast and manual modes).
    var waitsForCaptions: Bool {
        if case .realTime = options.clock { return false }
        return true
    }

    /// Carries out ``PlayerEffect/showCaptionTrack(_:)``: shows `track` (or none) with its
    /// whole cues when loaded; otherwise asks the loader, and either waits (fast, manual) or
    /// shows the cues at this instant until they arrive.
    func install(_ track: TrackID?) {
        captions.installed = track
        captions.installedIsPartial = false
        captions.shownIndices = [-1]
        captions.mayHaveChanged = true
        guard let track, !captions.loaded.contains(track) else { return }
        if !captions.loading.contains(track) {
            captions.loading.insert(track)
            loader.request(track)
        }
        if waitsForCaptions {
            receive(loader.wait(for: track), for: track)
        } else {
            captions.installedIsPartial = true
            installPartialCues(of: track, at: state.position)
        }
    }

    /// Carries out the caption side of ``PlayerEffect/seekSource(to:)``: while the shown
    /// track is still loading, shows its cues at `target`, read directly.
    func seekCaptions(to target: MediaTime) {
        if captions.installedIsPartial, let track = captions.installed {
            installPartialCues(of: track, at: target)
        }
    }

    /// Takes every track the loader has finished since the last step.
    func takeLoadedTracks() {
        guard !captions.loading.isEmpty else { return }
        for track in captions.loading {
            if let result = loader.take(track) {
                receive(result, for: track)
            }
        }
    }

    /// Keeps a loaded track in the model (an error is reported and leaves the track empty; a
    /// read that stopped early or skipped damaged packets is reported and keeps the cues read).
    private func receive(_ result: Result<CueReading, MediaError>, for track: TrackID) {
        captions.loading.remove(track)
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
    }

    /// Shows only the cues of `track` on screen at `time`, read directly from the source.
    private func installPartialCues(of track: TrackID, at time: MediaTime) {
        guard let reader else { return }
        do {
            setCues(try reader.activeCues(of: track, at: time), of: track)
        } catch {
            readErrors.append(error.description)
        }
    }

    private func setCues(_ cues: [Cue], of track: TrackID) {
        model.setCaptionCues(cues, for: track)
        captions.mayHaveChanged = true
        if captions.installed == track {
            captions.shownIndices = [-1]
        }
    }

    /// Reports the captions that left the screen, then those that appeared.
    func reportCaptionChanges() {
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
                    .cueHidden(track: previous.id, trackName: previous.name, text: cue.spokenText))
            }
        }
        guard let displayed else {
            captions.shown = []
            captions.shownTrack = nil
            return
        }
        let name = sameTrack ? captions.shownTrack!.name : trackName(displayed)
        for cue in nowShown where !(sameTrack && captions.shown.contains(cue)) {
            batch.append(
                .cueShown(
                    track: displayed, trackName: name, text: cue.spokenText, layout: cue.layout))
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
    var spokenText: String {
        guard let text else { return "[image]" }
        return recognition == nil ? text : "(recognised) " + text
    }
}
