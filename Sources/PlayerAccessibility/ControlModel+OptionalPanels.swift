import PlayerCore

/// The panels the skin's optional controls open: the Cast and AirPlay device lists, the
/// qualities, and the caption style's settings (``captionStyleOptions(_:)``).
extension ControlModel {
    /// The choices of `panel`, one of the optional controls' panels, in display order.
    func optionalPanelOptions(of panel: Panel) -> [PanelOption] {
        let presentation = state.presentation
        switch panel {
        case .cast:
            return deviceOptions(
                layout.skin.castDevices, connected: presentation.castDevice
            ) { .present(.cast(device: $0)) }
        case .airPlay:
            return deviceOptions(
                layout.skin.airPlayDevices, connected: presentation.airPlayDevice
            ) { .present(.airPlay(device: $0)) }
        case .quality:
            let qualities = [VideoQuality.automatic] + layout.qualities.map { .height($0) }
            return qualities.map { quality in
                PanelOption(
                    label: qualityName(quality), isSelected: presentation.quality == quality,
                    command: .present(.quality(quality)))
            }
        case .captionStyle:
            return captionStyleOptions(presentation.captionStyle)
        default:
            return []
        }
    }

    /// What swiping on the open panel's adjustable element `id` asks for, if anything.
    func panelAdjustment(for id: ElementID, increment: Bool) -> PlayerCommand? {
        guard let index = panelElements.firstIndex(where: { $0.id == id }),
            let adjustments = panelAdjustments[index]
        else { return nil }
        return increment ? adjustments.increment : adjustments.decrement
    }

    /// "This device" first, then each device; the connected one (or this device) selected.
    private func deviceOptions(
        _ devices: [String], connected: String?, command: (String?) -> PlayerCommand
    ) -> [PanelOption] {
        let here = PanelOption(
            label: language.string(.thisDevice), isSelected: connected == nil, command: command(nil)
        )
        return [here]
            + devices.map { device in
                PanelOption(
                    label: device, isSelected: connected == device, command: command(device))
            }
    }
}
