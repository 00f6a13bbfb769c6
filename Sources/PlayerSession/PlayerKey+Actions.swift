import PlayerCore

/// What a key asks of the session.
public enum KeyOutcome: Hashable, Sendable {
    /// Hand these actions to the player, in order.
    case perform([ScriptAction])
    /// End the session (after these actions).
    case quit([ScriptAction])
    /// Nothing: the key has no meaning here.
    case ignore
    /// Show this on the status line (a mode changed, a phrase is being typed).
    case prompt(String)
}

extension PlayerKey {
    /// What this key does to a player in `state`.
    public func outcome(in state: PlayerState) -> KeyOutcome {
        switch self {
        case .space: .perform([.command(.togglePlayPause)])
        case .left: .perform([.command(.rewind)])
        case .right: .perform([.command(.forward)])
        case .up: .perform([.gesture(.increment)])
        case .down: .perform([.gesture(.decrement)])
        case .tab: .perform([.gesture(.next)])
        case .shiftTab: .perform([.gesture(.previous)])
        case .enter: .perform([.gesture(.activate)])
        case .escape: .perform([.gesture(.escape)])
        case .interrupt, .character("q"): .quit(state.isLocked ? [.command(.unlock)] : [])
        case .character("m"): .perform([.command(.toggleMute)])
        case .character("s"): .perform([.command(.slowMotion(.toggle))])
        case .character("l"): .perform([.command(state.isLocked ? .unlock : .lock)])
        case .character("c"): .perform([.captions(Self.nextCaptions(in: state))])
        case .character("a"): Self.nextAudio(in: state).map { .perform([.audio($0)]) } ?? .ignore
        case .character("t"): .perform([.command(.showControls)])
        // The previous and next chapter.
        case .character("!"): .perform([.chapter(.previous)])
        case .character("@"): .perform([.chapter(.next)])
        case .character: .ignore
        }
    }

    /// The caption choice after the current one: Off, then each track in panel order, then
    /// Off again.
    private static func nextCaptions(in state: PlayerState) -> ScriptTrackChoice {
        let ids = state.captionTracks.map(\.id)
        let current: Int? =
            switch state.captions {
            case .off: nil
            case .track(let id): ids.firstIndex(of: id)
            }
        let next = current.map { $0 + 1 } ?? 0
        return next < ids.count ? .id(ids[next]) : .off
    }

    /// The audio track after the current one, wrapping; nil when there is none to move to.
    private static func nextAudio(in state: PlayerState) -> ScriptTrackChoice? {
        let ids = state.audioTracks.map(\.id)
        guard ids.count > 1 else { return nil }
        let current = state.audioTrack.flatMap { ids.firstIndex(of: $0) } ?? -1
        return .id(ids[(current + 1) % ids.count])
    }
}
