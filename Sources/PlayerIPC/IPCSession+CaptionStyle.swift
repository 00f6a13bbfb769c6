import PlayerCore

/// mpv's caption style options over the viewer's caption style (the panel's, the settings
/// file's): `sub-color`, `sub-back-color`, `sub-font`, `sub-font-size` and `sub-scale`
/// (together the size: 55 at scale 1 is 100 %), `sub-border-size` and `sub-shadow-offset`
/// (the uniform and drop-shadow edges), `sub-border-color` and `sub-shadow-color` (their
/// colours) and `sub-pos` (where the bottom line sits).
extension IPCSession {
    /// mpv's `sub-font-size` default, the height drawn at 100 %.
    static let defaultSubFontSize = 55.0

    /// The value of a caption style property.
    func captionStyleValue(_ property: IPCProperty) -> JSONValue? {
        let style = player.state.presentation.captionStyle
        if let (color, opacity) = Self.colourSetting(property) {
            return .string(MpvColor(style[keyPath: color], opacity: style[keyPath: opacity]).text)
        }
        switch property {
        case .subFont: return .string(style.font.name)
        case .subFontSize:
            return .number(Self.defaultSubFontSize * Double(style.size) / 100 / settings.subScale)
        case .subScale: return .number(settings.subScale)
        case .subPos: return .integer(Int64(style.position))
        case .subBorderSize: return .number(style.edge == .uniform ? settings.subBorderSize : 0)
        case .subShadowOffset:
            return .number(style.edge == .dropShadow ? settings.subShadowOffset : 0)
        default: return nil
        }
    }

    /// Sets a caption style property to `value`, already read as its kind; nil when done,
    /// else why not (a size outside 50–200 %, a font that is not one of the eight).
    func applyCaptionStyle(_ value: JSONValue, to property: IPCProperty) -> IPCFailure? {
        var style = player.state.presentation.captionStyle
        switch (property, value) {
        case (_, .string(let text)) where Self.colourSetting(property) != nil:
            guard let (color, opacity) = Self.colourSetting(property), let parsed = MpvColor(text)
            else { return IPCFailure(.propertyFormat) }
            (style[keyPath: color], style[keyPath: opacity]) = (parsed.color, parsed.opacity)
        case (.subPos, .number(let place)): style.position = Int(place.rounded())
        case (.subFont, .string(let name)):
            guard let font = CaptionFont.allCases.first(where: { $0.name == name }) else {
                return IPCFailure(
                    .propertyError,
                    reason: "the fonts are "
                        + CaptionFont.allCases.map(\.name).joined(separator: ", "))
            }
            style.font = font
        case (.subFontSize, .number(let size)):
            guard let percent = Self.sizePercent(fontSize: size, scale: settings.subScale) else {
                return Self.sizeFailure
            }
            style.size = percent
        case (.subScale, .number(let scale)):
            let fontSize = Self.defaultSubFontSize * Double(style.size) / 100 / settings.subScale
            guard let percent = Self.sizePercent(fontSize: fontSize, scale: scale) else {
                return Self.sizeFailure
            }
            settings.subScale = scale
            style.size = percent
        case (.subBorderSize, .number(let width)):
            if width > 0 {
                settings.subBorderSize = width
                style.edge = .uniform
            } else if style.edge == .uniform {
                style.edge = .none
            }
        case (.subShadowOffset, .number(let offset)):
            if offset > 0 {
                settings.subShadowOffset = offset
                style.edge = .dropShadow
            } else if style.edge == .dropShadow {
                style.edge = .none
            }
        default: return IPCFailure(.propertyError)
        }
        guard style != player.state.presentation.captionStyle else { return nil }
        return send(.present(.captionStyle(style)))
    }

    /// The style's colour and opacity an mpv colour property sets (`sub-color`,
    /// `sub-back-color`, `sub-border-color`, `sub-shadow-color`); nil for another property.
    private static func colourSetting(_ property: IPCProperty) -> (
        color: WritableKeyPath<CaptionStyle, CaptionColor>,
        opacity: WritableKeyPath<CaptionStyle, Int>
    )? {
        switch property {
        case .subColor: (\.color, \.opacity)
        case .subBackColor: (\.background, \.backgroundOpacity)
        case .subBorderColor: (\.edgeColor, \.edgeOpacity)
        case .subShadowColor: (\.shadowColor, \.shadowOpacity)
        default: nil
        }
    }

    private static let sizeFailure = IPCFailure(
        .propertyError,
        reason: "captions are drawn from \(CaptionStyle.sizeRange.lowerBound) to"
            + " \(CaptionStyle.sizeRange.upperBound) % of their height (sub-font-size"
            + " \(defaultSubFontSize) × sub-scale is 100 %)")

    /// The size in percent that mpv's `fontSize` at `scale` draws, when the player draws it.
    private static func sizePercent(fontSize: Double, scale: Double) -> Int? {
        let percent = Int((fontSize * scale / defaultSubFontSize * 100).rounded())
        return CaptionStyle.sizeRange.contains(percent) ? percent : nil
    }
}
