import PlayerAccessibility
import PlayerCore
import PlayerMedia

extension Player {
    /// Whether time waits for whole caption tracks before moving (fast and manual modes).
    var waitsForCaptions: Bool {
        if case .realTime = options.clock { return false }
        return true
    }

    /// Gives the model the cues it needs now: the displayed track's (whole once loaded, else
    /// those at this instant), then completes a pending seek with the right cues in place.
    func syncCaptions() {
        if !captions.loading.isEmpty {
            collectLoadedTracks()
        }
        let wanted = screenReader.state.displayedCaptionTrack
        if wanted != captions.installed {
            install(wanted)
        }
        if let target = screenReader.state.pendingSeek {
            if captions.installedIsPartial, let track = captions.installed {
                installPartialCues(of: track, at: target)
            }
            for announcement in screenReader.receive(.seekCompleted(target), at: now) {
                batch.append(
                    .announcement(text: announcement.text, priority: announcement.priority))
            }
        }
    }

    /// Shows `track` (or none): its whole cues when loaded; otherwise asks the loader, and
    /// either waits (fast, manual) or shows the cues at this instant until they arrive.
    private func install(_ track: TrackID?) {
        captions.installed = track
        captions.installedIsPartial = false
        guard let track else {
            captions.schedule = CaptionTimeline(cues: [])
            return
        }
        if let cues = captions.loaded[track] {
            setDisplayedCues(cues, of: track)
            return
        }
        if !captions.loading.contains(track) {
            captions.loading.insert(track)
            loader.request(track)
        }
        if waitsForCaptions {
            receive(loader.wait(for: track), for: track)
        } else {
            captions.installedIsPartial = true
            installPartialCues(of: track, at: screenReader.state.pendingSeek ?? position)
        }
    }

    /// Takes every track the loader has finished.
    private func collectLoadedTracks() {
        for track in captions.loading {
            if let result = loader.take(track) {
                receive(result, for: track)
            }
        }
    }

    /// Keeps a loaded track (an error becomes an event and an empty track) and shows it if it
    /// is the installed one.
    private func receive(_ result: Result<[Cue], MediaError>, for track: TrackID) {
        captions.loading.remove(track)
        let cues: [Cue]
        switch result {
        case .success(let loaded): cues = loaded
        case .failure(let error):
            batch.append(.error(error.description))
            cues = []
        }
        captions.loaded[track] = cues
        if captions.installed == track {
            captions.installedIsPartial = false
            setDisplayedCues(cues, of: track)
        }
    }

    /// Shows only the cues of `track` on screen at `time`, read directly from the source.
    private func installPartialCues(of track: TrackID, at time: MediaTime) {
        guard let reader else { return }
        do {
            setDisplayedCues(try reader.activeCues(of: track, at: time), of: track)
        } catch {
            batch.append(.error(error.description))
        }
    }

    private func setDisplayedCues(_ cues: [Cue], of track: TrackID) {
        screenReader.setCaptionCues(cues, for: track)
        captions.schedule = CaptionTimeline(cues: cues)
        captions.shownIndices = [-1]
    }

    /// Reports the captions that left the screen, then those that appeared.
    func reportCaptionChanges() {
        let indices = screenReader.model.activeCueIndices
        let displayed = screenReader.state.displayedCaptionTrack
        guard indices != captions.shownIndices || displayed != captions.shownTrack?.id else {
            return
        }
        captions.shownIndices = indices
        let nowShown = displayed == nil ? [] : screenReader.model.activeCues
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
            batch.append(.cueShown(track: displayed, trackName: name, text: cue.spokenText))
        }
        captions.shown = nowShown
        captions.shownTrack = (displayed, name)
    }

    /// The caption track's name as the Closed Captions panel shows it.
    private func trackName(_ id: TrackID) -> String {
        let tracks = screenReader.state.captionTracks
        guard let index = tracks.firstIndex(where: { $0.id == id }) else {
            return "Track \(id.rawValue)"
        }
        return screenReader.model.language.displayNames(for: tracks)[index]
    }
}

extension Cue {
    /// What the log says for the cue: its text, or "[image]" for a picture.
    var spokenText: String {
        text ?? "[image]"
    }
}
