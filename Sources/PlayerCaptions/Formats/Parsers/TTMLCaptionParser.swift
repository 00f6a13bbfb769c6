import PlayerCore

/// TTML and IMSC through ``TTMLDocument/read(fileAt:handingCuesTo:)``, streamed from the
/// file: one track, in the document's language, flagged and given
/// roles as its DAPT metadata says.
struct TTMLCaptionParser: CaptionParser {
    var format: SidecarFormat { .ttml }

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let read = try TTMLDocument.read(fileAt: input.path) { take($0, 0, 0) }
        return CaptionParseResult(
            tracks: [
                CaptionParseResult.Track(
                    language: read.language,
                    flags: TTMLDocument.daptFlags(representing: read.scriptRepresents),
                    roles: read.scriptRepresents)
            ],
            skipped: read.skipped)
    }
}
