import PlayerCore

/// Why a TTML document could not be read.
public enum TTMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not well-formed XML; the XML parser stopped at `line` and `column` (both
    /// counted from 1) for `reason`.
    case malformedXML(line: Int, column: Int, reason: String)
    /// The document is XML, but its root element is not TTML's `tt`.
    case notTimedText(rootElement: String)
    /// The document's `ttp:timeBase` is `clock`: its times are wall-clock times that the media
    /// timeline cannot place.
    case unsupportedTimeBase(String)
    /// The root element is `<tt>`, but not in TTML's namespace: `namespace` is the one it is
    /// in, nil for none.
    case notTimedTextNamespace(namespace: String?)
    /// Elements are nested more than `limit` deep, at `line`. No TTML document needs a tenth
    /// of that, and reading deeper would exhaust the stack.
    case nestedTooDeeply(line: Int, limit: Int)
    /// The DOCTYPE's entities would expand the document by more than `limit` bytes.
    case entityExpansionTooLarge(limit: Int)
    /// The DOCTYPE does something the reader refuses (entities in a loop, entities in a
    /// UTF-16 document), described by the text.
    case unsupportedDocumentType(String)

    /// The problem as a sentence.
    public var description: String {
        switch self {
        case .malformedXML(let line, let column, let reason):
            "malformed TTML at line \(line), column \(column): \(reason)"
        case .notTimedText(let rootElement):
            "not a TTML document: the root element is <\(TerminalText.excerpt(rootElement))>, not <tt>"
        case .unsupportedTimeBase(let timeBase):
            "TTML time base \"\(TerminalText.excerpt(timeBase))\" is not supported; only media time is"
        case .notTimedTextNamespace(let namespace?):
            "not a TTML document: the root element <tt> is in namespace"
                + " \"\(TerminalText.excerpt(namespace))\", not TTML's \"http://www.w3.org/ns/ttml\""
        case .notTimedTextNamespace(nil):
            "not a TTML document: the root element <tt> is in no namespace,"
                + " not TTML's \"http://www.w3.org/ns/ttml\""
        case .nestedTooDeeply(let line, let limit):
            "TTML elements are nested more than \(limit) deep at line \(line); the document is refused"
        case .entityExpansionTooLarge(let limit):
            "the DOCTYPE's entities would add more than \(limit) bytes to the document; it is refused"
        case .unsupportedDocumentType(let what):
            "the document's DOCTYPE has \(what), which is refused"
        }
    }
}
