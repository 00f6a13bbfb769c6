import PlayerCore

/// SAMI through ``SAMIDocument``: a track per class.
struct SAMICaptionParser: CaptionParser {
    var format: SidecarFormat { .sami }

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let decoded = DecodedText(subtitleBytes: try input.bytes())
        let document = SAMIDocument(text: decoded.text)
        for (index, track) in document.tracks.enumerated() {
            track.cues.forEach { take($0, index, 0) }
        }
        return CaptionParseResult(
            tracks: document.tracks.map {
                CaptionParseResult.Track(language: $0.language, title: $0.name)
            },
            skipped: document.skipped, decodingWarning: decoded.warning)
    }
}
