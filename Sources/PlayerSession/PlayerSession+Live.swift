import PlayerAccessibility
import PlayerCore

extension PlayerSession {
    /// Asks a live source to reload once its reload time has come: on a virtual clock the
    /// step waits for the answer (so runs are deterministic); in real time the answer is a
    /// step of its own when it arrives.
    mutating func reloadIfDue() {
        guard isReloadDue else { return }
        live.isReloading = true
        let waits = configuration.waitsForReads
        request(.reload(waits: waits), awaited: waits)
    }

    /// Whether a live source's reload time has come and no reload is on its way.
    var isReloadDue: Bool {
        guard let due = live.nextReload else { return false }
        return now >= due && !live.isReloading
    }

    /// Feeds a reload's outcome in: the live edge moves, the caption tracks shown so far gain
    /// their new cues, and a stream that ended (or stopped growing, or failed) ends playback
    /// with the reason logged.
    mutating func apply(_ result: Result<LiveUpdate, MediaError>) {
        guard live.isReloading else { return }
        live.isReloading = false
        let update: LiveUpdate
        switch result {
        case .success(let value): update = value
        case .failure(let error):
            finishLive(because: error.description)
            return
        }
        readErrors += update.lostSegments.map(\.description)
        receive(.liveEdgeMoved(update.liveEdge))
        outputs.append(.liveEdgeMoved(update.liveEdge))
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

    private mutating func finishLive(because reason: String) {
        live.nextReload = nil
        readErrors.append(reason)
        receive(.endOfStream)
    }
}

/// When a live source reloads next, and whether a reload is on its way.
struct LiveSchedule {
    /// The host time of the next reload; nil for on-demand media and once the stream ended.
    var nextReload: HostTime?
    /// Whether a reload was asked for and not yet answered.
    var isReloading = false
}
