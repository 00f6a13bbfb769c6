import PlayerCore

/// The caption style panel: one adjustable element per setting 47 CFR 79.103(c) lists, each
/// saying its current choice, then a preview line drawn and spoken in the chosen style.
extension ControlModel {
    /// The sizes' step, in percent.
    static let captionSizeStep = 25
    /// The opacities' step, in percent.
    static let captionOpacityStep = 25

    /// The panel's options for `style`: size, colour, opacity, font, background colour and
    /// opacity, edge, window colour and opacity, each adjusted by a step; then the preview.
    func captionStyleOptions(_ style: CaptionStyle) -> [PanelOption] {
        func option(
            _ key: StringKey, _ choice: String, _ change: (inout CaptionStyle, Bool) -> Void
        )
            -> PanelOption
        {
            var decreased = style
            change(&decreased, false)
            var increased = style
            change(&increased, true)
            return PanelOption(
                label: language.string(key), choice: choice,
                adjustments: (
                    .present(.captionStyle(decreased)), .present(.captionStyle(increased))
                ))
        }
        let percent = language.percentText
        let sizes = CaptionStyle.sizeRange
        let opacities = CaptionStyle.opacityRange
        return [
            option(.captionTextSize, percent(style.size)) {
                $0.size = Self.stepped($0.size, forward: $1, by: Self.captionSizeStep, in: sizes)
            },
            option(.captionTextColor, colorName(style.color)) {
                $0.color = $0.color.stepped(forward: $1)
            },
            // Text at 0 % is no caption at all: the panel stops at one step.
            option(.captionTextOpacity, percent(style.opacity)) {
                $0.opacity = Self.stepped(
                    $0.opacity, forward: $1, by: Self.captionOpacityStep,
                    in: Self.captionOpacityStep...opacities.upperBound)
            },
            option(.captionFont, language.string(style.font.key)) {
                $0.font = $0.font.stepped(forward: $1)
            },
            option(.captionBackground, colorName(style.background)) {
                $0.background = $0.background.stepped(forward: $1)
            },
            option(.captionBackgroundOpacity, percent(style.backgroundOpacity)) {
                $0.backgroundOpacity = Self.stepped(
                    $0.backgroundOpacity, forward: $1, by: Self.captionOpacityStep, in: opacities)
            },
            option(.captionEdge, language.string(style.edge.key)) {
                $0.edge = $0.edge.stepped(forward: $1)
            },
            option(.captionWindow, colorName(style.window)) {
                $0.window = $0.window.stepped(forward: $1)
            },
            option(.captionWindowOpacity, percent(style.windowOpacity)) {
                $0.windowOpacity = Self.stepped(
                    $0.windowOpacity, forward: $1, by: Self.captionOpacityStep, in: opacities)
            },
            PanelOption(
                label: language.string(.captionPreview),
                choice: language.string(.captionPreviewText), isText: true),
        ]
    }

    /// The colour's name in this language ("Yellow"), or `#RRGGBB` for one of no name.
    func colorName(_ color: CaptionColor) -> String {
        switch color.name {
        case "white": language.string(.colorWhite)
        case "yellow": language.string(.colorYellow)
        case "cyan": language.string(.colorCyan)
        case "green": language.string(.colorGreen)
        case "blue": language.string(.colorBlue)
        case "red": language.string(.colorRed)
        case "magenta": language.string(.colorMagenta)
        case "black": language.string(.colorBlack)
        default: color.hexText
        }
    }

    /// `value` moved one step up or down onto the step grid, kept in `range`: 130 steps up to
    /// 150 and down to 125 by 25.
    static func stepped(_ value: Int, forward: Bool, by step: Int, in range: ClosedRange<Int>)
        -> Int
    {
        let below = value - ((value % step) + step) % step
        let next = forward ? below + step : (below == value ? value - step : below)
        return min(max(next, range.lowerBound), range.upperBound)
    }
}

extension CaptionFont {
    /// The key of the font's name.
    var key: StringKey {
        switch self {
        case .standard: .fontStandard
        case .monospacedSerif: .fontMonospacedSerif
        case .proportionalSerif: .fontProportionalSerif
        case .monospacedSansSerif: .fontMonospacedSansSerif
        case .proportionalSansSerif: .fontProportionalSansSerif
        case .casual: .fontCasual
        case .cursive: .fontCursive
        case .smallCapitals: .fontSmallCapitals
        }
    }
}

extension CaptionEdge {
    /// The key of the edge's name.
    var key: StringKey {
        switch self {
        case .none: .edgeNone
        case .raised: .edgeRaised
        case .depressed: .edgeDepressed
        case .uniform: .edgeUniform
        case .dropShadow: .edgeDropShadow
        }
    }
}
