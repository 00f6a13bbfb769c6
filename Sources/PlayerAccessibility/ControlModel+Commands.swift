import PlayerCore

extension ControlModel {
    /// What activating element `id` (a double tap) asks the player to do; nil when the
    /// element is hidden, dimmed or not a button.
    public func activationCommand(for id: ElementID) -> PlayerCommand? {
        guard let element = element(id), !element.isHidden, element.isActivatable else {
            return nil
        }
        guard case .control(let control) = id else { return panelCommand(for: id) }
        if let panel = Self.panelOpened(by: control) {
            return .openPanel(panel)
        }
        switch control {
        case .close: return .close
        case .rewind: return .rewind
        case .playPause: return .togglePlayPause
        case .forward: return .forward
        case .volume: return .toggleMute
        case .slowMotion: return .slowMotion(.toggle)
        case .lock: return state.isLocked ? .unlock : .lock
        case .live: return state.livePoint.map { .seek(to: $0) }
        case .showControls: return .showControls
        case .fullScreen, .pictureInPicture, .skipIntro, .nextEpisode, .audioDescription:
            return optionalControlCommand(for: control)
        case .title, .slider, .time, .volumeLevel, .subtitles, .settings, .cast, .airPlay,
            .quality, .captionStyle:
            return nil
        }
    }

    /// What swiping up (`increment`) or down on adjustable element `id` asks for: the slider
    /// skips 10 seconds, the volume moves a tenth from the level kept (and so unmutes, as
    /// Video.js's volume bar steps: `stepForward`/`stepBack` in volume-bar.js); nil for
    /// anything else.
    public func adjustmentCommand(for id: ElementID, increment: Bool) -> PlayerCommand? {
        guard let element = element(id), !element.isHidden,
            element.traits.contains(.adjustable)
        else { return nil }
        switch id {
        case .control(.slider):
            return increment ? .forward : .rewind
        case .control(.volumeLevel):
            let step = increment ? 0.1 : -0.1
            return .setVolume(min(1, max(0, ((state.volume + step) * 10).rounded() / 10)))
        case .option:
            return panelAdjustment(for: id, increment: increment)
        default:
            return nil
        }
    }
}
