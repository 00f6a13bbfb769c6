import PlayerCaptions
import PlayerCore

/// A caption file read by the project's own parsers one cue at a time: SubRip, WebVTT, SSA /
/// ASS, TTML and SCC (its CEA-608 pairs through FFmpeg's decoder). VobSub and PGS are left to
/// FFmpeg.
///
/// ```swift
/// var writer = CueDocumentWriter(format: .srt)
/// let reading = try CaptionFileReading(path: "film.ass", format: .ass) { cue, rank in
///     writer.add(cue, rank: rank)
/// }
/// ```
public struct CaptionFileReading: Sendable {
    /// The track's codec, in FFmpeg's words ("subrip", "webvtt", "ass", "ttml").
    public var codec: String
    /// The file's format, as ``MediaSource/formatName`` says it for the file opened alone.
    public var formatName: String
    /// The language the file itself states (TTML's `xml:lang`), if it states one.
    public var language: LanguageTag?
    /// How decoding the file's text went wrong (read as Windows-1252), if it did, and what
    /// the reader left out of it (a cue whose time is out of range), each naming the file.
    public var warnings: [MediaWarning]

    /// Reads the file at `path` written in `format`, handing each cue the track keeps to
    /// `take` as it is read, with the rank that orders it among cues of equal start (an SSA
    /// event's layer; see ``PlayerCaptions/CueOrderKey``). Cues that end before they start
    /// are left out, and those that end as they start too except in WebVTT. Nil when `format`
    /// is one FFmpeg reads.
    ///
    /// - Throws: ``MediaError`` when the file cannot be read, or is TTML that is not valid, or
    ///   WebVTT without its signature.
    public init?(
        path: String, format: SidecarFormat, handingCuesTo take: (Cue, _ rank: Int) -> Void
    ) throws(MediaError) {
        // A WebVTT cue that ends as it starts is kept, as the W3C parser keeps it: it is
        // written out and never on screen. In the other formats it is a mistake, left out.
        func keep(_ cue: Cue, rank: Int) {
            guard cue.end > cue.start || (cue.end == cue.start && format == .webVTT) else {
                return
            }
            take(cue, rank)
        }
        var decodingWarning: TextDecodingWarning?
        var skipped: [SkippedLine] = []
        switch format {
        case .subRip, .webVTT:
            let bytes = try LocalFile.bytes(at: path, kind: .caption)
            do {
                let read = try readTextCaptions(fileBytes: consume bytes, format: format) {
                    keep($0, rank: 0)
                }
                skipped = read?.skipped ?? []
                decodingWarning = read?.warning
            } catch {
                throw .notMediaFile(path: path, detail: error.description)
            }
        case .ass, .ssa:
            let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
            SSADocument.read(decoded.text) { keep($0, rank: $1) }
            decodingWarning = decoded.warning
        case .ttml:
            (skipped, language) = try TTMLDocument.read(fileAt: path) { keep($0, rank: 0) }
        case .scc:
            let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
            let document = SCCDocument(text: decoded.text)
            document.cues.forEach { keep($0, rank: 0) }
            skipped = document.skipped
        case .vobSub, .pgs:
            return nil
        }
        codec = format.codecName
        formatName = format.ffmpegDemuxerName ?? format.rawValue
        warnings =
            (decodingWarning.map { [MediaWarning(message: $0.message(forFile: path))] } ?? [])
            + skipped.map { MediaWarning(message: "\(path): \($0)") }
    }
}
