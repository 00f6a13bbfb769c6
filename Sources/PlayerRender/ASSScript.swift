import PlayerCore

/// An ASS script drawn as one picture: a frame of the picture's size in pixels
/// (`PlayResX`×`PlayResY`), the caption and skin styles, and events shown at time 0.
///
/// ```swift
/// var script = ASSScript(size: PictureSize(width: 1280, height: 720))
/// script.add(text: "Hello", style: .caption, tags: "\\an2")
/// script.text          // "[Script Info]\n…Dialogue: 0,0:00:00.00,9:59:59.99,Caption,…"
/// ```
struct ASSScript {
    /// The font family asked for by every style: fontconfig finds it, or its nearest, and the
    /// fallback for scripts it lacks (CJK, Arabic).
    static let defaultFamily = "DejaVu Sans"

    /// A style the events are drawn in.
    enum Style: String {
        /// Captions' text in the viewer's style (by default white on WebVTT's translucent
        /// black box, a 5.33%-of-height line).
        case caption = "Caption"
        /// The box behind each caption line, in the background colour.
        case captionBox = "CaptionBox"
        /// The caption window behind the boxes, in the window colour.
        case captionWindow = "CaptionWindow"
        /// The skin's words: white with a thin black outline.
        case skin = "Skin"
    }

    /// The picture's size.
    let size: PictureSize
    /// The font family of the captions' style (``captionFamily(language:cues:)``).
    var captionFamily = ASSScript.defaultFamily
    /// The viewer's caption style.
    var captionStyle = CaptionStyle()
    /// How many pixels above the bottom edge captions stay (the shown control bar's
    /// height); 0 when nothing covers the bottom.
    var captionClearance = 0
    private var events: [String] = []

    /// An empty script for a picture of `size`.
    init(size: PictureSize) {
        self.size = size
    }

    /// The caption font size in pixels: a WebVTT line (5.33% of the height) less its leading.
    var captionFontSize: Int { max(8, Int(Double(size.height) * 0.045)) }
    /// The skin's font size in pixels.
    var skinFontSize: Int { max(8, Int(Double(size.height) * 0.028)) }

    /// Adds an event of `text` (a plain string, escaped here) after the override `tags`,
    /// with the margins given (0 leaves the style's).
    mutating func add(
        text: String, style: Style, tags: String = "",
        margins: (left: Int, right: Int, vertical: Int) = (0, 0, 0),
        layer: Int = 0
    ) {
        add(markup: Self.escaped(text), style: style, tags: tags, margins: margins, layer: layer)
    }

    /// Adds an event whose text is already ASS markup.
    mutating func add(
        markup: String, style: Style, tags: String = "",
        margins: (left: Int, right: Int, vertical: Int) = (0, 0, 0),
        layer: Int = 0
    ) {
        let overrides = tags.isEmpty ? "" : "{" + tags + "}"
        events.append(
            "Dialogue: \(layer),0:00:00.00,9:59:59.99,\(style.rawValue),,\(margins.left),"
                + "\(margins.right),\(margins.vertical),,\(overrides)\(markup)")
    }

    /// Whether the script has no events.
    var isEmpty: Bool { events.isEmpty }

    /// The script's text.
    var text: String {
        let skin = skinFontSize
        let outline = max(1, size.height / 360)
        return """
            [Script Info]
            ScriptType: v4.00+
            PlayResX: \(size.width)
            PlayResY: \(size.height)
            WrapStyle: 0
            ScaledBorderAndShadow: yes

            [V4+ Styles]
            Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
            \(captionStyleLines.joined(separator: "\n"))
            Style: Skin,\(Self.defaultFamily),\(skin),&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,\(outline),0,5,0,0,0,1

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text

            """ + events.joined(separator: "\n") + "\n"
    }

    /// `text` as ASS event text that libass draws as written: line breaks as `\N`, a brace
    /// that would open an override block and a backslash that would start an escape kept as
    /// characters.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\n": result += "\\N"
            case "\r": continue
            // A word joiner after the backslash keeps `\N`, `\n` and `\h` from being escapes.
            case "\\": result += "\\\u{2060}"
            // Fullwidth braces: an ASCII brace would begin an override block.
            case "{": result += "\u{FF5B}"
            case "}": result += "\u{FF5D}"
            default: result.append(character)
            }
        }
        return result
    }

    /// An ASS colour override value for `color`: `&HBBGGRR&`.
    static func colorValue(red: UInt8, green: UInt8, blue: UInt8) -> String {
        "&H" + blue.hexDigits + green.hexDigits + red.hexDigits + "&"
    }

    /// An ASS alpha override value for an opacity (ASS counts transparency): `&HAA&`.
    static func alphaValue(opacity: UInt8) -> String {
        "&H" + (255 - opacity).hexDigits + "&"
    }
}
