import PlayerCore

/// The viewer's caption style as ASS: the caption styles' fonts, sizes and colours, and the
/// events that draw one caption in three layers (``addCaption(markup:tags:margins:)``).
///
/// A caption is drawn as up to four events at the same place, each layer colliding only with
/// its own, so that libass stacks every layer's events alike:
///
/// - layer 0, the window: an opaque box (`BorderStyle` 3) around each line in the window
///   colour, wider than the background box; its text is not drawn;
/// - layer 1, the background: the same box, tighter, in the background colour;
/// - layer 2, the text in its colour with its edge (an outline, a drop shadow);
/// - layer 3, for a raised or depressed edge, the text again with the light shadow on the
///   other side (libass draws one shadow an event).
///
/// A box's vertical padding is the same in both box layers, so that two cues on the bottom
/// line are stacked the same distance apart in every layer; the window reaches further across
/// only.
extension ASSScript {
    /// The caption text height in pixels at the viewer's size.
    var styledCaptionFontSize: Int {
        max(8, captionFontSize * captionStyle.size / 100)
    }

    /// The thickness of a character edge (outline, shadow offset) in pixels.
    var captionEdgeWidth: Int { max(1, styledCaptionFontSize / 16) }

    /// The background box's padding around the text, in pixels.
    var captionBoxPadding: Int { max(1, styledCaptionFontSize / 8) }

    /// The font family the viewer's font setting asks fontconfig for; the player's own
    /// (``captionFamily``) for the standard font and small capitals, drawn from it.
    var styledCaptionFamily: String {
        switch captionStyle.font {
        case .standard, .smallCapitals: captionFamily
        case .monospacedSerif: "Nimbus Mono PS"
        case .proportionalSerif: "Liberation Serif"
        case .monospacedSansSerif: "DejaVu Sans Mono"
        case .proportionalSansSerif: "Liberation Sans"
        case .casual: "Comic Neue"
        case .cursive: "Z003"
        }
    }

    /// The `[V4+ Styles]` lines of the caption layers (`Caption`, `CaptionBox`,
    /// `CaptionWindow`).
    var captionStyleLines: [String] {
        let style = captionStyle
        let family = styledCaptionFamily
        let size = styledCaptionFontSize
        let text = Self.styleColour(style.color, opacity: style.opacity)
        let outlineColour = Self.styleColour(
            style.edgeColor, opacity: style.opacity * style.edgeOpacity / 100)
        let shadowColour = Self.styleColour(
            style.shadowColor, opacity: style.opacity * style.shadowOpacity / 100)
        let hidden = Self.styleColour(.white, opacity: 0)
        let (outline, shadow): (Int, Int) =
            switch style.edge {
            case .none, .raised, .depressed: (0, 0)
            case .uniform: (captionEdgeWidth, 0)
            case .dropShadow: (0, captionEdgeWidth)
            }
        let background = Self.styleColour(style.background, opacity: style.backgroundOpacity)
        let window = Self.styleColour(style.window, opacity: style.windowOpacity)
        let padding = captionBoxPadding
        func line(
            _ name: Style, primary: String, outlineColour: String, back: String, border: Int,
            outline: Int, shadow: Int
        ) -> String {
            "Style: \(name.rawValue),\(family),\(size),\(primary),\(primary),\(outlineColour),"
                + "\(back),0,0,0,0,100,100,0,0,\(border),\(outline),\(shadow),2,0,0,0,1"
        }
        return [
            line(
                .caption, primary: text, outlineColour: outlineColour, back: shadowColour,
                border: 1,
                outline: outline, shadow: shadow),
            line(
                .captionBox, primary: hidden, outlineColour: background, back: hidden, border: 3,
                outline: padding, shadow: 0),
            line(
                .captionWindow, primary: hidden, outlineColour: window, back: hidden, border: 3,
                outline: padding, shadow: 0),
        ]
    }

    /// Adds one caption of `runs` at the place `tags` and `margins` give: its window,
    /// background, text and edge layers, each run after the `kept` overrides (``markup(_:keeping:colours:)``).
    ///
    /// A run's own colour is kept unless the viewer chose a colour or opacity of their own:
    /// the viewer's choice wins, as 47 CFR 79.103(c) asks.
    mutating func addCaption(
        _ runs: [StyledRun], keeping kept: String = "", tags: String,
        margins: (left: Int, right: Int, vertical: Int) = (0, 0, 0)
    ) {
        let style = captionStyle
        let authorColours = style.color == CaptionStyle().color && style.opacity == 100
        func layer(_ number: Int, _ name: Style, _ layerTags: String, colours: Bool = false) {
            let markup = markup(runs, keeping: kept + layerTags, colours: colours)
            add(markup: markup, style: name, tags: tags, margins: margins, layer: number)
        }
        if style.windowOpacity > 0 {
            layer(0, .captionWindow, "\\xbord\(captionBoxPadding + styledCaptionFontSize / 2)")
        }
        if style.backgroundOpacity > 0 {
            layer(1, .captionBox, "")
        }
        let edge = captionEdgeWidth
        let light = Self.colorValue(red: 255, green: 255, blue: 255)
        let dark = Self.colorValue(red: 0, green: 0, blue: 0)
        switch style.edge {
        case .raised, .depressed:
            // The lower right shadow under a text all but transparent (libass draws no
            // shadow for a fully transparent one), the upper left one with the text on top.
            let raised = style.edge == .raised
            layer(2, .caption, "\\1a&HFE&\\shad\(edge)\\4c" + (raised ? dark : light))
            layer(
                3, .caption, "\\xshad-\(edge)\\yshad-\(edge)\\4c" + (raised ? light : dark),
                colours: authorColours)
        case .none, .uniform, .dropShadow:
            layer(2, .caption, "", colours: authorColours)
        }
    }

    /// The runs as ASS markup, each after `\r` (which resets all but the position), the
    /// `kept` overrides every run shares, and those its style needs: italic, bold, underline,
    /// its colour when `colours`. Small capitals draw each lowercase letter as a capital at
    /// 80 %.
    func markup(_ runs: [StyledRun], keeping kept: String, colours: Bool) -> String {
        let smallCapitals = captionStyle.font == .smallCapitals
        return runs.map { run in
            var tags = "\\r" + kept
            if run.style.contains(.italic) { tags += "\\i1" }
            if run.style.contains(.bold) { tags += "\\b1" }
            if run.style.contains(.underline) { tags += "\\u1" }
            if colours, let color = run.color {
                tags +=
                    "\\1c" + Self.colorValue(red: color.red, green: color.green, blue: color.blue)
                tags += "\\1a" + Self.alphaValue(opacity: color.alpha)
            }
            let text = smallCapitals ? Self.smallCapitals(run.text) : Self.escaped(run.text)
            return "{" + tags + "}" + text
        }.joined()
    }

    /// `text` escaped, each stretch of lowercase letters drawn as capitals at 80 %.
    static func smallCapitals(_ text: String) -> String {
        var result = ""
        var stretch = ""
        func flush() {
            guard !stretch.isEmpty else { return }
            result += "{\\fscx80\\fscy80}" + escaped(stretch.uppercased()) + "{\\fscx100\\fscy100}"
            stretch = ""
        }
        for character in text {
            if character.isLowercase {
                stretch.append(character)
            } else {
                flush()
                result += escaped(String(character))
            }
        }
        flush()
        return result
    }

    /// A style line colour `&HAABBGGRR` for `color` at `opacity` percent (ASS counts
    /// transparency).
    static func styleColour(_ color: CaptionColor, opacity: Int) -> String {
        let alpha = UInt8(255 - min(100, max(0, opacity)) * 255 / 100)
        return "&H" + alpha.hexDigits + color.blue.hexDigits + color.green.hexDigits
            + color.red.hexDigits
    }
}
