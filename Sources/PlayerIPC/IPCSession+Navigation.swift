import PlayerCore
import PlayerEngine

extension IPCSession {
    /// Notes where a seek a client asked for starts, for `revert-seek` (unless a mark holds
    /// the place).
    func noteSeekStart() {
        guard !settings.revertTargetIsMark else { return }
        settings.revertTarget = currentPosition
    }

    /// `revert-seek [mark|mark-permanent]`: with a flag, marks the position; without, seeks
    /// to the mark or to where the last seek started, and the next `revert-seek` comes back
    /// (a permanent mark stays). Refused when no seek has been made.
    func revertSeek(_ flags: [String]) -> IPCOutcome {
        if !flags.isEmpty {
            settings.revertTarget = currentPosition
            settings.revertTargetIsMark = true
            settings.revertMarkIsPermanent = flags.contains("mark-permanent")
            return .success(.null)
        }
        guard let target = settings.revertTarget else {
            return .failed(IPCFailure(.command, reason: "no seek to revert"))
        }
        let origin = currentPosition
        if let rejection = player.send(.seek(to: target)).rejection {
            return .failed(IPCFailure(.command, reason: rejection.reason))
        }
        if !settings.revertMarkIsPermanent {
            settings.revertTargetIsMark = false
            settings.revertTarget = origin
        }
        return .success(.null)
    }

    /// The chosen caption track's loaded cues and the caption time of the position (the
    /// position less the caption delay); nil with no track chosen.
    private var captionTimeline: (cues: [Cue], time: MediaTime)? {
        guard case .track(let id) = player.state.captions else { return nil }
        let cues = player.model.loadedCues(of: id)
        return (cues, currentPosition - player.state.captionDelay)
    }

    /// The cue `skip` cues away from the one at `time` (the last started), as mpv's
    /// `sub-seek` and `sub-step` count them; nil when there is none there.
    private static func cue(_ skip: Int64, from time: MediaTime, in cues: [Cue]) -> Cue? {
        // A cue starting within a millisecond of the time counts as started (mpv's margin).
        let margin = MediaTime(microseconds: 1_000)
        let current = cues.lastIndex { $0.start <= time + margin } ?? -1
        let target = current + Int(skip)
        return skip != 0 && cues.indices.contains(target) ? cues[target] : nil
    }

    /// `sub-seek <skip>`: seeks to the start of the caption `skip` cues away (-1: the one
    /// before); nothing happens when there is none there, as in mpv.
    func seekByCaptions(_ skip: Int64) -> IPCOutcome {
        guard let (cues, time) = captionTimeline,
            let cue = Self.cue(skip, from: time, in: cues)
        else { return .success(.null) }
        noteSeekStart()
        let target = cue.start + player.state.captionDelay
        if let rejection = player.send(.seek(to: max(target, .zero))).rejection {
            return .failed(IPCFailure(.command, reason: rejection.reason))
        }
        return .success(.null)
    }

    /// `sub-step <skip>`: changes `sub-delay` so that the caption `skip` cues away starts
    /// at the position; nothing happens when there is none there, as in mpv.
    func stepCaptions(_ skip: Int64) -> IPCOutcome {
        guard let (cues, time) = captionTimeline,
            let cue = Self.cue(skip, from: time, in: cues)
        else { return .success(.null) }
        let delay = player.state.captionDelay + (time - cue.start)
        if let rejection = player.send(.adjust(.captionDelay(delay))).rejection {
            return .failed(IPCFailure(.command, reason: rejection.reason))
        }
        return .success(.null)
    }

    /// `ab-loop`: the first sets `ab-loop-a` at the position, the second `ab-loop-b`, the
    /// third clears both.
    func cycleABLoop() -> IPCOutcome {
        let position = currentPosition.secondsValue
        if settings.abLoopA == nil {
            settings.abLoopA = position
        } else if settings.abLoopB == nil {
            settings.abLoopB = position
        } else {
            settings.abLoopA = nil
            settings.abLoopB = nil
        }
        changedProperties.formUnion([.abLoopA, .abLoopB])
        return .success(.null)
    }
}
