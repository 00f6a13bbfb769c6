import PlayerCaptions
import PlayerCore

/// SCC through ``PlayerCaptions/SCCDocument`` and FFmpeg's `eia_608` decoder
/// (``PlayerCaptions/SCCDocument/cues``): one track of captions.
struct SCCCaptionParser: CaptionParser {
    var format: SidecarFormat { .scc }

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let decoded = DecodedText(subtitleBytes: try input.bytes())
        let document = SCCDocument(text: decoded.text)
        guard let cues = document.cues else {
            throw input.notInFormat("FFmpeg has no eia_608 decoder to read its CEA-608 pairs")
        }
        cues.forEach { take($0, 0, 0) }
        return CaptionParseResult(skipped: document.skipped)
    }
}
