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

    /// The problem as a sentence.
    public var description: String {
        switch self {
        case .malformedXML(let line, let column, let reason):
            "malformed TTML at line \(line), column \(column): \(reason)"
        case .notTimedText(let rootElement):
            "not a TTML document: the root element is <\(rootElement)>, not <tt>"
        case .unsupportedTimeBase(let timeBase):
            "TTML time base \"\(timeBase)\" is not supported; only media time is"
        }
    }
}
