import PlayerAccessibility
import PlayerCore
import Testing

/// The caption style panel offers every setting 47 CFR 79.103(c) lists as an adjustable
/// element in each of the player's languages, then a preview line, and each swipe moves one
/// setting by one step.
@Suite struct CaptionStylePanelTests {
    /// The model with the caption style panel open on `style`.
    static func model(_ style: CaptionStyle = CaptionStyle(), language: PlayerLanguage = .english)
        -> ControlModel
    {
        var state = PlayerState()
        _ = state.apply(.present(.captionStyle(style)), at: .zero)
        _ = state.apply(.openPanel(.captionStyle), at: .zero)
        return ControlModel(state: state, language: language)
    }

    /// The panel's option elements, in order.
    static func options(_ model: ControlModel) -> [AccessibilityElement] {
        model.allElements.filter {
            if case .option(.captionStyle, _) = $0.id { true } else { false }
        }
    }

    /// The style swiping on option `index` asks for.
    static func adjusted(_ style: CaptionStyle, option index: Int, up: Bool) -> CaptionStyle? {
        let command = model(style).adjustmentCommand(
            for: .option(.captionStyle, index: index), increment: up)
        guard case .present(.captionStyle(let next)) = command else { return nil }
        return next
    }

    @Test(arguments: PlayerLanguage.allCases)
    func everyFCCSettingIsAnAdjustableElementThenThePreview(language: PlayerLanguage) {
        let options = Self.options(Self.model(language: language))
        // Size, colour, opacity, font, background colour and opacity, edge, window colour and
        // opacity: nine settings, then the preview.
        #expect(options.count == 10)
        for option in options.dropLast() {
            #expect(option.traits.contains(.adjustable), "\(language) \(option.label)")
            #expect(!option.label.isEmpty && !option.value.isEmpty)
        }
        #expect(Set(options.map(\.label)).count == 10, "each setting has its own name")
        let preview = options[9]
        #expect(preview.traits.contains(.staticText) && !preview.traits.contains(.adjustable))
        #expect(preview.value == language.string(.captionPreviewText))
    }

    @Test func theValuesSayTheCurrentChoices() {
        var style = CaptionStyle()
        style.size = 150
        style.color = .yellow
        style.font = .smallCapitals
        style.edge = .dropShadow
        style.window = CaptionColor(red: 0x12, green: 0x34, blue: 0x56)
        style.windowOpacity = 50
        let values = Self.options(Self.model(style, language: .french)).map(\.value)
        #expect(
            values.prefix(9) == [
                PlayerLanguage.french.percentText(150), "Jaune",
                PlayerLanguage.french.percentText(100),
                "Petites capitales", "Noir", PlayerLanguage.french.percentText(80), "Ombre portée",
                "#123456", PlayerLanguage.french.percentText(50),
            ])
    }

    @Test func sizeStepsByAQuarterWithinFiftyToTwoHundred() {
        var style = CaptionStyle()
        #expect(Self.adjusted(style, option: 0, up: true)?.size == 125)
        #expect(Self.adjusted(style, option: 0, up: false)?.size == 75)
        style.size = 200
        #expect(Self.adjusted(style, option: 0, up: true)?.size == 200)
        style.size = 50
        #expect(Self.adjusted(style, option: 0, up: false)?.size == 50)
        // A size from a settings file off the grid steps onto it.
        style.size = 130
        #expect(Self.adjusted(style, option: 0, up: true)?.size == 150)
        #expect(Self.adjusted(style, option: 0, up: false)?.size == 125)
    }

    @Test func eachSwipeChangesOnlyItsSetting() {
        let style = CaptionStyle()
        // Black, the background's and the window's default, is the last of the colours.
        let changes: [(Int, Bool, (CaptionStyle) -> Bool)] = [
            (1, true, { $0.color == .yellow }), (2, true, { $0.opacity == 100 }),
            (3, true, { $0.font == .monospacedSerif }), (4, false, { $0.background == .magenta }),
            (4, true, { $0.background == .black }), (5, true, { $0.backgroundOpacity == 100 }),
            (6, true, { $0.edge == .raised }), (7, false, { $0.window == .magenta }),
            (8, true, { $0.windowOpacity == 25 }),
        ]
        for (index, up, check) in changes {
            let next = Self.adjusted(style, option: index, up: up)
            #expect(next.map(check) == true, "option \(index)")
            var others = next ?? style
            others.color = style.color
            others.opacity = style.opacity
            others.font = style.font
            others.background = style.background
            others.backgroundOpacity = style.backgroundOpacity
            others.edge = style.edge
            others.window = style.window
            others.windowOpacity = style.windowOpacity
            #expect(others == style, "option \(index) changes nothing else")
        }
        // Going down: the text never becomes invisible, the window stays off at 0 %.
        #expect(Self.adjusted(style, option: 2, up: false)?.opacity == 75)
        var faint = style
        faint.opacity = 25
        #expect(Self.adjusted(faint, option: 2, up: false)?.opacity == 25)
        #expect(Self.adjusted(style, option: 8, up: false)?.windowOpacity == 0)
    }
}
