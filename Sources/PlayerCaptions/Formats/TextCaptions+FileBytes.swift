import PlayerCore

/// ``readTextCaptions(_:format:handingCuesTo:)`` on a WebVTT or SubRip file's bytes as read,
/// returning also how decoding them went and the flags the file gives its track (a WebVTT
/// header's ``WebVTTDocument/headerKindFlags``). WebVTT in UTF-8 is scanned in the bytes' own buffer
/// (``WebVTTDocument/init(parsingFileBytes:)``), so that the file is held once; SubRip is
/// decoded first (``DecodedText/init(subtitleBytes:)``), the bytes given up as it is made.
/// Nil for a format these parsers do not read.
///
/// - Throws: ``WebVTTSignatureError`` for WebVTT text without its signature.
public func readTextCaptions(
    fileBytes bytes: consuming [UInt8], format: SidecarFormat,
    handingCuesTo take: (Cue) -> Void
) throws(WebVTTSignatureError) -> (
    skipped: [SkippedLine], warning: TextDecodingWarning?, flags: TrackFlags
)? {
    switch format {
    case .webVTT:
        let read = WebVTTDocument.read(fileBytes: consume bytes, handingCuesTo: { take($0.cue) })
        return (
            try read.document.skippedLinesIfValid(), read.warning, read.document.headerKindFlags
        )
    case .subRip:
        let decoded = DecodedText(subtitleBytes: consume bytes)
        return (SubRipDocument.read(decoded.text, handingCuesTo: take), decoded.warning, [])
    case .ass, .ssa, .scc, .vobSub, .pgs, .ttml, .sami, .ebuSTL:
        return nil
    }
}
