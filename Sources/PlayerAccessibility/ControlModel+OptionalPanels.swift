import PlayerCore

/// The panels the skin's optional controls open: the Cast and AirPlay device lists, the
/// qualities, and the caption style's three adjustable settings.
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
            let style = presentation.captionStyle
            func option(_ key: StringKey, _ choice: StringKey, _ change: (Bool) -> CaptionStyle)
                -> PanelOption
            {
                PanelOption(
                    label: language.string(key), choice: language.string(choice),
                    adjustments: (
                        .present(.captionStyle(change(false))),
                        .present(.captionStyle(change(true)))
                    ))
            }
            return [
                option(.captionTextSize, style.size.key) {
                    var next = style
                    next.size = style.size.stepped(forward: $0)
                    return next
                },
                option(.captionTextColor, style.color.key) {
                    var next = style
                    next.color = style.color.stepped(forward: $0)
                    return next
                },
                option(.captionBackground, style.background.key) {
                    var next = style
                    next.background = style.background.stepped(forward: $0)
                    return next
                },
            ]
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

extension CaptionTextSize {
    var key: StringKey {
        switch self {
        case .small: .sizeSmall
        case .medium: .sizeMedium
        case .large: .sizeLarge
        case .extraLarge: .sizeExtraLarge
        }
    }
}

extension CaptionTextColor {
    var key: StringKey {
        switch self {
        case .white: .colorWhite
        case .yellow: .colorYellow
        case .cyan: .colorCyan
        case .green: .colorGreen
        }
    }
}

extension CaptionBackground {
    var key: StringKey {
        switch self {
        case .black: .backgroundBlack
        case .semiTransparent: .backgroundSemiTransparent
        case .none: .backgroundNone
        }
    }
}
