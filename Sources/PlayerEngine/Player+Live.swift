import PlayerAccessibility
import PlayerCore

extension Player {
    /// Reloads a live source once its reload time has come: in fast and manual modes waiting
    /// for the answer (so runs are deterministic), in real time asking the loader thread and
    /// taking the answer at a later step (see ``takeReload()``).
    func reloadIfDue() {
        guard let due = live.nextReload, now >= due, !live.isReloading else { return }
        loader.requestReload()
        if waitsForCaptions {
            apply(loader.waitForReload())
        } else {
            live.isReloading = true
        }
    }

    /// Takes the answer to a real-time reload if it has arrived.
    func takeReload() {
        guard live.isReloading, let result = loader.takeReload() else { return }
        live.isReloading = false
        apply(result)
    }

    /// Feeds a reload's outcome in: the live edge moves, the caption tracks shown so far gain
    /// their new cues, and a stream that ended (or stopped growing, or failed) ends playback
    /// with the reason logged.
    private func apply(_ result: Result<LiveUpdate, MediaError>) {
        let update: LiveUpdate
        switch result {
        case .success(let value): update = value
        case .failure(let error):
            finishLive(because: error.description)
            return
        }
        receive(.liveEdgeMoved(update.liveEdge))
        for (track, cues) in update.addedCues where captions.loaded.contains(track) {
            model.appendCaptionCues(cues, for: track)
            captions.mayHaveChanged = true
            if captions.installed == track {
                captions.shownIndices = [-1]
            }
        }
        if let end = update.end {
            finishLive(because: end)
        } else {
            live.nextReload = now.advanced(by: update.nextReloadDelay)
        }
    }

    private func finishLive(because reason: String) {
        live.nextReload = nil
        readErrors.append(reason)
        receive(.endOfStream)
    }
}

/// When a live source reloads next, and whether a real-time reload is on its way.
struct LiveSchedule {
    /// The host time of the next reload; nil for on-demand media and once the stream ended.
    var nextReload: HostTime?
    /// Whether the loader thread is reloading for a real-time player.
    var isReloading = false
}
