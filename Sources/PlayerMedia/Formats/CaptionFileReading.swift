public import PlayerCaptions
public import PlayerCore

/// A caption file read one cue at a time by the parser ``PlayerCaptions/CaptionParserFactory``
/// chooses for it: the project's own parsers (SubRip, WebVTT, SSA / ASS, TTML, SAMI, EBU STL)
/// and SCC, its CEA-608 pairs through FFmpeg's decoder (``SCCCaptionParser``). VobSub, PGS
/// and Spruce STL are left to FFmpeg.
///
/// ```swift
/// var writer = CueDocumentWriter(format: .srt)
/// let reading = try CaptionFileReading(path: "film.ass", format: .ass) { cue, track, rank in
///     writer.add(cue, rank: rank)
/// }
/// ```
public struct CaptionFileReading: Sendable {
    /// The tracks' codec, in FFmpeg's words ("subrip", "webvtt", "ass", "ttml", "sami"), or
    /// "ebu_stl".
    public var codec: String
    /// The file's format, as ``OpenedMediaSource/formatName`` says it for the file opened alone.
    public var formatName: String
    /// The file's tracks, with the language and name the file states for each; the cues
    /// handed on name them by index.
    public var tracks: [CaptionParseResult.Track]
    /// How decoding the file's text went wrong (read as Windows-1252), if it did, and what
    /// the reader left out of it (a cue whose time is out of range), each naming the file.
    public var warnings: [MediaWarning]

    /// Reads the file at `path`, whose extension names `format`, handing each cue the track
    /// keeps to `take` as it is read, with the index of its track in ``tracks`` and the rank
    /// that orders it among cues of equal start (an SSA event's layer; see
    /// ``PlayerCaptions/CueOrderKey``). Cues that end as or before they start are left out,
    /// except in WebVTT, whose parser keeps them. Nil when FFmpeg reads the file.
    ///
    /// - Throws: ``MediaError`` when the file cannot be read, or is not in its format at all
    ///   (``PlayerCaptions/CaptionParser/read(_:handingCuesTo:)``).
    public init?(
        path: String, format: SidecarFormat,
        handingCuesTo take: (Cue, _ track: Int, _ rank: Int) -> Void
    ) throws(MediaError) {
        guard
            let parser = CaptionParserFactory(sccParser: SCCCaptionParser())
                .parser(forFileAt: path, format: format)
        else { return nil }
        // A WebVTT cue that ends as or before it starts is kept, as the W3C parser keeps it
        // (WPT's timings-negative expects all four of its cues): it is written out and never
        // on screen. In the other formats it is a mistake, left out.
        let result = try parser.read(CaptionInput(path: path)) { cue, track, rank in
            guard cue.end > cue.start || format == .webVTT else { return }
            take(cue, track, rank)
        }
        codec = format.codecName
        formatName = parser.formatName
        tracks = result.tracks
        warnings =
            (result.decodingWarning.map { [MediaWarning(message: $0.message(forFile: path))] }
                ?? []) + result.skipped.map { MediaWarning(message: "\(path): \($0)") }
    }
}
