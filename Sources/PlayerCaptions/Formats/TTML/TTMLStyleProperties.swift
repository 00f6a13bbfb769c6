import PlayerCore

/// The style properties an element or `<style>` specifies, each nil when it says nothing.
///
/// What a ``StyledRun`` can carry is read — `tts:fontStyle` (`italic`, `oblique`),
/// `tts:fontWeight` (`bold`), `tts:textDecoration` (`underline`, `noUnderline`, `none`) and
/// `tts:color` — plus `tts:ruby`, which decides whether text is ruby annotation,
/// `tts:display` and `tts:visibility`, which hide, and what a
/// ``CueLayout`` can carry: `tts:textAlign` for paragraphs, and for regions `tts:origin`,
/// `tts:extent`, `tts:displayAlign` and `tts:writingMode`. Sizes and fonts are not read.
struct TTMLStyleProperties {
    var italic: Bool?
    var bold: Bool?
    var underline: Bool?
    var color: CueColor?
    /// `tts:textAlign`; `justify`, which a cue box cannot state, reads as unspecified.
    var textAlign: CueTextAlignment?
    /// The element's part in a ruby annotation; never inherited.
    var ruby: TTMLRubyRole?
    /// Whether `tts:display` is `none` (true) or `auto` (false): an element not displayed
    /// hides itself and all it contains. Not inherited, as TTML has it.
    var hidden: Bool?
    /// Whether `tts:visibility` is `hidden` (true) or `visible` (false): invisible text takes
    /// its place on screen but shows nothing, so it is left out. Inherited.
    var invisible: Bool?
    /// `tts:origin` and `tts:extent` as written; they apply to regions and are not inherited.
    var origin: TTMLLengthPair?
    var extent: TTMLLengthPair?
    /// `tts:displayAlign` (`before`, `center`, `after`); applies to regions, not inherited.
    var displayAlign: CueAnchor?
    /// `tts:writingMode`; applies to regions, not inherited.
    var writingMode: CueWritingDirection?

    /// No properties specified.
    init() {}

    /// The `tts:` attributes written on `element` itself.
    init(inlineAttributesOf element: TTMLElement) {
        // Most elements carry no `tts:` attribute: one pass over their few attributes spares
        // them the lookups below.
        guard element.attributes.containsName(where: { $0.namespace == .styling }) else { return }
        if let fontStyle = element[.styling, "fontStyle"]?.trimmingXMLSpace() {
            italic = fontStyle == "italic" || fontStyle == "oblique"
        }
        if let fontWeight = element[.styling, "fontWeight"]?.trimmingXMLSpace() {
            bold = fontWeight == "bold"
        }
        if let decoration = element[.styling, "textDecoration"] {
            for word in decoration.split(whereSeparator: \.isWhitespace) {
                switch word {
                case "underline": underline = true
                case "noUnderline", "none": underline = false
                default: break
                }
            }
        }
        if let ruby = element[.styling, "ruby"] {
            self.ruby = TTMLRubyRole(rawValue: ruby.trimmingXMLSpace())
        }
        if let display = element[.styling, "display"]?.trimmingXMLSpace() {
            hidden = display == "none" ? true : display == "auto" ? false : nil
        }
        if let visibility = element[.styling, "visibility"]?.trimmingXMLSpace() {
            invisible = visibility == "hidden" ? true : visibility == "visible" ? false : nil
        }
        color = element[.styling, "color"].flatMap { CueColor(cssValue: $0) }
        textAlign = element[.styling, "textAlign"].flatMap { value in
            switch value.trimmingXMLSpace() {
            case "left": .left
            case "center": .center
            case "right": .right
            case "start": .start
            case "end": .end
            default: nil
            }
        }
        origin = element[.styling, "origin"].flatMap(TTMLLengthPair.init)
        extent = element[.styling, "extent"].flatMap(TTMLLengthPair.init)
        displayAlign = element[.styling, "displayAlign"].flatMap { value in
            switch value.trimmingXMLSpace() {
            case "before": .start
            case "center": .center
            case "after": .end
            default: nil
            }
        }
        writingMode = element[.styling, "writingMode"].flatMap { value in
            switch value.trimmingXMLSpace() {
            case "lrtb", "rltb", "lr", "rl": .horizontal
            case "tbrl", "tb": .verticalRightToLeft
            case "tblr": .verticalLeftToRight
            default: nil
            }
        }
    }

    /// These properties with every property `other` specifies taking its place.
    func overlaid(by other: TTMLStyleProperties) -> TTMLStyleProperties {
        var result = self
        result.italic = other.italic ?? italic
        result.bold = other.bold ?? bold
        result.underline = other.underline ?? underline
        result.color = other.color ?? color
        result.textAlign = other.textAlign ?? textAlign
        result.ruby = other.ruby ?? ruby
        result.hidden = other.hidden ?? hidden
        result.invisible = other.invisible ?? invisible
        result.origin = other.origin ?? origin
        result.extent = other.extent ?? extent
        result.displayAlign = other.displayAlign ?? displayAlign
        result.writingMode = other.writingMode ?? writingMode
        return result
    }

    /// The properties a child inherits: all but `tts:ruby` and the region properties.
    var inherited: TTMLStyleProperties {
        var result = self
        result.ruby = nil
        result.hidden = nil
        result.origin = nil
        result.extent = nil
        result.displayAlign = nil
        result.writingMode = nil
        return result
    }

    /// The run style these properties give, unspecified ones off.
    var textStyle: TextStyle {
        var style: TextStyle = []
        if italic == true { style.insert(.italic) }
        if bold == true { style.insert(.bold) }
        if underline == true { style.insert(.underline) }
        return style
    }
}

/// The values of `tts:ruby`: which part of a ruby annotation an element is.
enum TTMLRubyRole: String {
    case container
    case baseContainer
    case base
    case textContainer
    case text
    case delimiter

    /// Whether the element only holds other ruby elements, so that the white space between
    /// them is not text (TTML 2 §10.2.38).
    var isContainer: Bool {
        self == .container || self == .baseContainer || self == .textContainer
    }

    /// Whether the element holds annotation (ruby text or its delimiters) rather than the base
    /// text it annotates.
    var isAnnotation: Bool {
        switch self {
        case .textContainer, .text, .delimiter: true
        case .container, .baseContainer, .base: false
        }
    }
}
