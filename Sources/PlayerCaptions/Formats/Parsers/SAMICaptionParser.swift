import PlayerCore

/// SAMI through ``SAMIDocument``: a track per class, or one empty track for a file without
/// a caption.
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
        // A file with no caption is still a (silent) track, as an empty SubRip file is.
        let tracks = document.tracks.map {
            CaptionParseResult.Track(language: $0.language, title: $0.name)
        }
        return CaptionParseResult(
            tracks: tracks.isEmpty ? [CaptionParseResult.Track()] : tracks,
            skipped: document.skipped, decodingWarning: decoded.warning)
    }
}
