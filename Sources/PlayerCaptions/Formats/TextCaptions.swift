import PlayerCore

/// Reads a WebVTT or SubRip file's text into cues with the project's own parsers, or returns
/// nil for a format
/// they do not read (ASS, SSA, TTML have their own document types; SCC and VobSub are FFmpeg's).
///
/// `text` is the file's text as `DecodedText` gives it (any line endings are fine).
/// - `.webVTT`: read by the specification's rules (``WebVTTDocument``). When that leaves no
///   cue at all, the file is read again with ``WebVTTTimestampRules/lenient`` timestamps, so
///   that a file whose every time lacks milliseconds or has two-digit fractions
///   (`00:01:39`, `00:02:04.08`) still gives the viewer its captions; a file with at least one
///   valid cue is read strictly. Text without a `WEBVTT` signature (often SubRip named `.vtt`)
///   is read as SubRip.
/// - `.subRip`: read leniently (``SubRipDocument``).
///
/// Cues come in file order; X-TIMESTAMP-MAP is not applied here (see
/// ``WebVTTDocument/timestampMap``).
public func parseTextCaptions(_ text: String, format: SidecarFormat) -> [Cue]? {
    readTextCaptions(text, format: format)?.cues
}

/// ``parseTextCaptions(_:format:)`` with the lines the SubRip reader left out (timing lines
/// whose times are out of range).
public func readTextCaptions(_ text: String, format: SidecarFormat) -> (
    cues: [Cue], skipped: [SkippedLine]
)? {
    switch format {
    case .webVTT:
        let document = WebVTTDocument(parsing: text)
        guard document.isValid else { return readTextCaptions(text, format: .subRip) }
        guard document.cues.isEmpty else { return (document.captionCues, []) }
        return (WebVTTDocument(parsing: text, timestampRules: .lenient).captionCues, [])
    case .subRip:
        let document = SubRipDocument(parsing: text)
        return (document.cues, document.skippedLines)
    case .ass, .ssa, .scc, .vobSub, .ttml:
        return nil
    }
}
