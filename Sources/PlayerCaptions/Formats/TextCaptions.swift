import PlayerCore

/// Reads a WebVTT or SubRip file's text into cues with the project's own parsers, or returns
/// nil for a format they do not read (ASS, SSA, TTML have their own document types; SCC and
/// VobSub are FFmpeg's).
///
/// `text` is the file's text as `DecodedText` gives it (any line endings are fine).
/// - `.webVTT`: read by the specification's rules (``WebVTTDocument``); text without a
///   `WEBVTT` signature is not WebVTT and is refused, and cues whose timing line is malformed
///   are left out and listed with the skipped lines.
/// - `.subRip`: read leniently (``SubRipDocument``).
///
/// Cues come in file order; X-TIMESTAMP-MAP is not applied here (see
/// ``WebVTTDocument/timestampMap``).
///
/// - Throws: ``WebVTTSignatureError`` for WebVTT text without its signature.
public func parseTextCaptions(_ text: String, format: SidecarFormat) throws(WebVTTSignatureError)
    -> [Cue]?
{
    try readTextCaptions(text, format: format)?.cues
}

/// ``parseTextCaptions(_:format:)`` with the lines the reader left out (SubRip timing lines
/// whose times are out of range, WebVTT timing lines that are malformed).
public func readTextCaptions(_ text: String, format: SidecarFormat) throws(WebVTTSignatureError)
    -> (cues: [Cue], skipped: [SkippedLine])?
{
    var cues: [Cue] = []
    cues.reserveCapacity(text.utf8.countOccurrences(of: "-->"))
    let skipped = try readTextCaptions(text, format: format) { cues.append($0) }
    return skipped.map { (cues, $0) }
}

/// ``readTextCaptions(_:format:)`` handing each cue to `take` in file order as it is read
/// rather than returning them, so that a converter never holds the cues; returns the lines
/// the reader left out, or nil for a format these parsers do not read.
public func readTextCaptions(
    _ text: String, format: SidecarFormat, handingCuesTo take: (Cue) -> Void
) throws(WebVTTSignatureError) -> [SkippedLine]? {
    switch format {
    case .webVTT:
        return try WebVTTDocument(parsing: text, handingCuesTo: { take($0.cue) })
            .skippedLinesIfValid()
    case .subRip:
        return SubRipDocument.read(text, handingCuesTo: take)
    case .ass, .ssa, .scc, .vobSub, .pgs, .ttml, .sami, .ebuSTL:
        return nil
    }
}

extension WebVTTDocument {
    /// The malformed timing lines, or the signature error when the text was not WebVTT.
    func skippedLinesIfValid() throws(WebVTTSignatureError) -> [SkippedLine] {
        guard isValid else { throw WebVTTSignatureError() }
        return malformedTimingLines
    }
}

/// WebVTT text that does not begin with the `WEBVTT` signature, which the specification's
/// parser refuses as not WebVTT.
public struct WebVTTSignatureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error; there is nothing more to say than that the signature is missing.
    public init() {}

    /// Says what the file lacks.
    public var description: String {
        "not WebVTT: the file must begin with \"WEBVTT\" followed by a space, a tab, a line"
            + " break or nothing"
    }
}
