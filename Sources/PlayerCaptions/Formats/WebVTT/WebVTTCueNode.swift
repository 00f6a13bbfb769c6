import PlayerCore

/// One node of a WebVTT cue's text as the specification's cue text parsing rules build it:
/// text, a karaoke timestamp, or an element holding more nodes.
///
/// `<v.loud Mary>Run, <b>now</b>!</v>` is one voice element (name "Mary", class "loud")
/// holding the text "Run, ", a bold element holding "now", and the text "!".
public enum WebVTTCueNode: Hashable, Sendable {
    /// Text, character references decoded, line breaks "\n".
    case text(String)
    /// A timestamp tag (`<00:01.500>`): the time from which the text after it is spoken.
    case timestamp(MediaTime)
    /// An element: `<c>`, `<i>`, `<b>`, `<u>`, `<ruby>`, `<rt>`, `<v>` or `<lang>`.
    case element(WebVTTCueElement)
}

/// An element of WebVTT cue text, with its classes and the nodes inside it.
public struct WebVTTCueElement: Hashable, Sendable {
    /// Which tag it is, with what the tag's annotation says for a voice or a language.
    public var kind: WebVTTCueElementKind
    /// The classes written after the tag name (`<c.yellow.loud>`), in order.
    public var classes: [String]
    /// The nodes inside it, in order.
    public var children: [WebVTTCueNode]

    /// An element of `kind` with `classes`, holding `children`.
    public init(kind: WebVTTCueElementKind, classes: [String] = [], children: [WebVTTCueNode] = [])
    {
        self.kind = kind
        self.classes = classes
        self.children = children
    }
}

/// Which WebVTT cue text tag an element is.
public enum WebVTTCueElementKind: Hashable, Sendable {
    /// `<c>`: a span for its classes only.
    case `class`
    /// `<i>`: italic text.
    case italic
    /// `<b>`: bold text.
    case bold
    /// `<u>`: underlined text.
    case underline
    /// `<ruby>`: base text with a reading above it.
    case ruby
    /// `<rt>`: the reading of the ruby it is inside.
    case rubyText
    /// `<v Name>`: text spoken by `name` (empty when the tag names no one).
    case voice(name: String)
    /// `<lang tag>`: text in the language `tag` (empty when the tag gives none).
    case language(String)
}
