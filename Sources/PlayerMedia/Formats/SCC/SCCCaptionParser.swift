internal import PlayerCaptions
internal import PlayerCore

/// SCC through ``PlayerCaptions/SCCDocument`` and the project's own CEA-608 decoder
/// (``PlayerCaptions/SCCDocument/cues``): one track of captions.
struct SCCCaptionParser: CaptionParser {
    var format: SidecarFormat { .scc }

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let decoded = DecodedText(subtitleBytes: try input.bytes())
        let document = SCCDocument(text: decoded.text)
        document.cues.forEach { take($0, 0, 0) }
        return CaptionParseResult(skipped: document.skipped)
    }
}
