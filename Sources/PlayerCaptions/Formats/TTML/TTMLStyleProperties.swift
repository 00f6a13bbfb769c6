import PlayerCore

/// The style properties an element or `<style>` specifies, each nil when it says nothing.
///
/// Only what a ``StyledRun`` can carry is read — `tts:fontStyle` (`italic`, `oblique`),
/// `tts:fontWeight` (`bold`) and `tts:textDecoration` (`underline`, `noUnderline`, `none`) —
/// plus `tts:ruby`, which decides whether text is ruby annotation. Colours, sizes and
/// positions are not read.
struct TTMLStyleProperties {
    var italic: Bool?
    var bold: Bool?
    var underline: Bool?
    /// The element's part in a ruby annotation; never inherited.
    var ruby: TTMLRubyRole?

    /// No properties specified.
    init() {}

    /// The `tts:` attributes written on `element` itself.
    init(inlineAttributesOf element: TTMLElement) {
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
    }

    /// These properties with every property `other` specifies taking its place.
    func overlaid(by other: TTMLStyleProperties) -> TTMLStyleProperties {
        var result = self
        result.italic = other.italic ?? italic
        result.bold = other.bold ?? bold
        result.underline = other.underline ?? underline
        result.ruby = other.ruby ?? ruby
        return result
    }

    /// The properties a child inherits: all but `tts:ruby`.
    var inherited: TTMLStyleProperties {
        var result = self
        result.ruby = nil
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

    /// Whether the element holds annotation (ruby text or its delimiters) rather than the base
    /// text it annotates.
    var isAnnotation: Bool {
        switch self {
        case .textContainer, .text, .delimiter: true
        case .container, .baseContainer, .base: false
        }
    }
}
