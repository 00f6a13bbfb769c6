import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// What must hold after every step of a soak, whatever came before; each broken rule is
/// described.
enum SoakInvariants {
    /// The rules broken by `subject`'s player after `action`, taken in state `before`, answered
    /// `response` (nil for a wait).
    static func broken(
        by action: SoakAction, from before: PlayerState, response: ScreenReaderResponse?,
        in subject: SoakSubject
    ) -> [String] {
        let player = subject.player
        guard !player.isClosed else { return [] }
        let state = player.state
        var broken: [String] = []
        func check(_ holds: Bool, _ rule: @autoclosure () -> String) {
            if !holds { broken.append(rule()) }
        }
        let position = state.position
        // The position stays on the timeline: [0, duration] for a file, [0, live edge] live.
        check(position >= .zero, "the position \(position) is before the start")
        if let end = state.duration ?? state.liveEdge {
            check(position <= end, "the position \(position) is past the end \(end)")
        }
        check(
            state.playback != .ended || position == state.duration,
            "ended at \(position), not at the duration")
        // On the fast clock a seek is carried out before the command returns.
        check(state.pendingSeek == nil, "a seek to \(state.pendingSeek!) is still pending")

        // Locked: every command but Unlock is refused and changes nothing a viewer set.
        if before.isLocked, let response, let command = response.command, command != .unlock {
            check(response.rejection == .controlsLocked, "\(command) was not refused while locked")
            check(
                viewerSettings(state) == viewerSettings(before), "\(command) acted while locked")
        }
        // Muted: no sound reaches the device; unmuted, the volume does; the button says which.
        let expectedGain = state.isEffectivelyMuted ? 0 : state.volume
        check(
            (subject.output.lastGain ?? 1) == expectedGain,
            "the device's gain is \(subject.output.lastGain ?? 1), not \(expectedGain)")
        let volumeLabel = player.model.element(.volume).label
        check(
            volumeLabel == (state.isEffectivelyMuted ? "Unmute" : "Mute"),
            "the sound button reads \"\(volumeLabel)\" with muted \(state.isEffectivelyMuted)")

        // The captions on screen are exactly those of the displayed track active at the
        // position (none left over from before a seek), and what observers were told matches.
        let onScreen = player.activeCues
        for cue in onScreen {
            check(
                cue.start <= position && position < cue.end,
                "\"\(cue.text ?? "[image]")\" (\(cue.start)–\(cue.end)) shown at \(position)")
        }
        let displayed: TrackID? =
            if case .track(let id) = state.captions { id } else { state.forcedCaptionTrack }
        if !subject.cues.isEmpty {
            let expected = displayed.flatMap { subject.cues[$0] }?.filter {
                $0.start <= position && position < $0.end
            }
            check(
                Set(onScreen) == Set(expected ?? []),
                "captions \(texts(onScreen)) on screen at \(position), not \(texts(expected ?? []))"
            )
        }
        check(
            subject.shown.current.sorted() == texts(onScreen).sorted(),
            "observers were told \(subject.shown.current) is shown, not \(texts(onScreen))")

        // The screen reader's focus, when it has one, is on an element that exists.
        if let focus = player.screenReader?.focus {
            check(player.model.element(focus) != nil, "the focus is on \(focus), which is gone")
        }
        return broken
    }

    /// Everything a locked player must leave as it is.
    private static func viewerSettings(_ state: PlayerState) -> [AnyHashable] {
        [
            state.playback, state.isMuted, state.volume, state.isSlowMotion, state.captions,
            state.audioTrack, state.openPanel, state.isLocked, state.presentation,
        ]
    }

    private static func texts(_ cues: [Cue]) -> [String] {
        cues.map { $0.text ?? "[image]" }
    }
}
