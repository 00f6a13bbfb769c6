import PlayerCaptions
import PlayerCore

/// A caption file read in full by the project's own parsers (``CaptionFileReading``), its
/// cues held for a track.
struct ParsedCaptionFile {
    /// The track's codec, in FFmpeg's words ("subrip", "webvtt", "ass", "ttml").
    var codec: String
    /// The file's format, as ``MediaSource/formatName`` says it for the file opened alone.
    var formatName: String
    /// Every cue the reading kept, sorted by ``PlayerCaptions/CueOrderKey`` (by start).
    var cues: [Cue]
    /// The language the file itself states (TTML's `xml:lang`), if it states one.
    var language: LanguageTag?
    /// What reading the file noted (``CaptionFileReading/warnings``).
    var warnings: [MediaWarning]

    /// Reads the file at `path` written in `format`; nil when `format` is one FFmpeg reads.
    ///
    /// - Throws: ``MediaError`` when the file cannot be read, or is TTML that is not valid, or
    ///   WebVTT without its signature.
    init?(path: String, format: SidecarFormat) throws(MediaError) {
        var read: [Cue] = []
        var ranks: [Int] = []
        guard
            let reading = try CaptionFileReading(
                path: path, format: format,
                handingCuesTo: { cue, rank in
                    read.append(cue)
                    ranks.append(rank)
                })
        else { return nil }
        codec = reading.codec
        formatName = reading.formatName
        cues = read.sortedByOrderKey(ranks: ranks)
        language = reading.language
        warnings = reading.warnings
    }
}
