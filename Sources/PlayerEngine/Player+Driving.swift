import PlayerAccessibility
import PlayerCore
import PlayerSession

extension Player {
    /// Hands `input` to the session at host time `time` (by default the player's clock) and
    /// performs what it returns, then
    /// the inputs that arrived meanwhile; returns what the session said in answer to `input`
    /// itself (nothing for an input that had to wait, or came after the close).
    @discardableResult
    func feed(_ input: SessionInput, at time: HostTime? = nil)
        -> (response: ScreenReaderResponse, voiceReply: String)
    {
        guard !session.isClosed else { return (ScreenReaderResponse(), "") }
        if isPerforming {
            deferredInputs.append(input)
            return (ScreenReaderResponse(), "")
        }
        isPerforming = true
        let step = session.handle(input, at: time ?? clockReading)
        finishPerforming(step.outputs)
        return (step.response, step.voiceReply ?? "")
    }

    /// Lets `step` hand the session an input and performs what it returns, with the inputs that
    /// arrived meanwhile; false when it returned nothing (or had to wait). The virtual clock's
    /// hot path: no response is read back, and `step` runs inside the one access to the
    /// session, so whatever it reads of the session costs no second access.
    func perform(_ step: (inout PlayerSession) -> SessionStep) -> Bool {
        guard !isPerforming else { return false }
        // One access to the session: `handle` itself returns nothing once it is closed. It
        // calls nothing outside the session, so nothing can come in before its outputs are
        // performed, and `isPerforming` is set only when there are some.
        let outputs = step(&session).outputs
        guard !outputs.isEmpty else { return false }
        isPerforming = true
        finishPerforming(outputs)
        return true
    }

    /// Performs `outputs`, then the inputs that arrived meanwhile, in order, and releases the
    /// source once the session is over.
    func finishPerforming(_ outputs: [SessionOutput]) {
        perform(outputs)
        while !deferredInputs.isEmpty, !session.isClosed {
            perform(session.handle(deferredInputs.removeFirst(), at: clockReading).outputs)
        }
        deferredInputs.removeAll()
        isPerforming = false
        if session.isClosed {
            release()
        }
    }

    /// The host time an input happens at: the real-time clock's reading, else the virtual
    /// clock's.
    var clockReading: HostTime {
        if case .realTime(let clock) = options.clock {
            return max(session.now, clock.now)
        }
        return session.now
    }

    /// Performs each output in order, answering those that want an answer at once.
    private func perform(_ outputs: [SessionOutput]) {
        for output in outputs {
            for observer in outputObservers {
                observer(output)
            }
            switch output {
            case .log(let event):
                deliver(event)
            case .seekSource(let target):
                answer(.seekCompleted(target))
            case .loadTrack(let track, let waits):
                loader.request(track, waits: waits, from: session.position)
                if waits {
                    answer(.cuesLoaded(track, loader.wait(for: track)))
                }
            case .readActiveCues(let track, let time):
                answer(.activeCuesRead(track, readActiveCues(of: track, at: time)))
            case .reload(let waits):
                reloadPace?.waitForReload(at: session.now)
                loader.requestReload(waits: waits)
                if waits {
                    answer(.reloaded(loader.waitForReload()))
                }
            case .device(let effect):
                options.output?.perform(effect)
            case .seeked(let position):
                loader.prioritize(from: position)
            case .trackLoaded, .liveEdgeMoved, .close:
                break
            }
        }
    }

    private func answer(_ input: SessionInput) {
        perform(session.handle(input, at: session.now).outputs)
    }

    private func readActiveCues(of track: TrackID, at time: MediaTime) -> Result<[Cue], MediaError>
    {
        guard let reader else { return .success([]) }
        return Result { () throws(MediaError) in try reader.activeCues(of: track, at: time) }
    }

    /// Sends `event` to every observer and stream.
    private func deliver(_ event: LoggedEvent) {
        for observer in observers {
            observer(event)
        }
        for continuation in continuations {
            continuation.yield(event)
        }
    }
}
