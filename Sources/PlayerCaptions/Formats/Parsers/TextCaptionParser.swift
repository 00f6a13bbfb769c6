import PlayerCore

/// SubRip and WebVTT through ``readTextCaptions(fileBytes:format:handingCuesTo:)``: one track, flagged as a WebVTT header's `Kind:` says.
struct TextCaptionParser: CaptionParser {
    let format: SidecarFormat

    func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
        throws(MediaError) -> CaptionParseResult
    {
        let bytes = try input.bytes()
        do {
            let read = try readTextCaptions(fileBytes: consume bytes, format: format) {
                take($0, 0, 0)
            }
            return CaptionParseResult(
                tracks: [CaptionParseResult.Track(flags: read?.flags ?? [])],
                skipped: read?.skipped ?? [], decodingWarning: read?.warning)
        } catch {
            throw input.notInFormat(error.description)
        }
    }
}
