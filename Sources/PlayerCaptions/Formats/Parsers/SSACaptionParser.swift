import PlayerCore

/// SSA and ASS through ``SSADocument``: one track, each event ranked by its layer.
struct SSACaptionParser: CaptionParser {
    let format: SidecarFormat

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let decoded = DecodedText(subtitleBytes: try input.bytes())
        SSADocument.read(decoded.text) { take($0, 0, $1) }
        return CaptionParseResult(decodingWarning: decoded.warning)
    }
}
