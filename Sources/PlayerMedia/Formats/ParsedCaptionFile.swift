import PlayerCaptions
import PlayerCore

/// A caption file read in full by the project's own parsers: SubRip, WebVTT, SSA / ASS, TTML
/// and SCC (its CEA-608 pairs through FFmpeg's decoder). VobSub and PGS are left to FFmpeg.
struct ParsedCaptionFile {
    /// The track's codec, in FFmpeg's words ("subrip", "webvtt", "ass", "ttml").
    var codec: String
    /// The file's format, as ``MediaSource/formatName`` says it for the file opened alone.
    var formatName: String
    /// Every cue, sorted by start; cues that end before they start are left out, and those that
    /// end as they start too except in WebVTT.
    var cues: [Cue]
    /// The language the file itself states (TTML's `xml:lang`), if it states one.
    var language: LanguageTag?
    /// How decoding the file's text went wrong (read as Windows-1252), if it did, and what
    /// the reader left out of it (a cue whose time is out of range), each naming the file.
    var warnings: [MediaWarning]

    /// Reads the file at `path` written in `format`; nil when `format` is one FFmpeg reads.
    ///
    /// - Throws: ``MediaError`` when the file cannot be read, or is TTML that is not valid, or
    ///   WebVTT without its signature.
    init?(path: String, format: SidecarFormat) throws(MediaError) {
        var decodingWarning: TextDecodingWarning?
        var skipped: [SkippedLine] = []
        var parsed: [Cue]
        switch format {
        case .subRip, .webVTT:
            let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
            let read: (cues: [Cue], skipped: [SkippedLine])?
            do {
                read = try readTextCaptions(decoded.text, format: format)
            } catch {
                throw .notMediaFile(path: path, detail: error.description)
            }
            parsed = read?.cues ?? []
            skipped = read?.skipped ?? []
            decodingWarning = decoded.warning
        case .ass, .ssa:
            let document = SSADocument(parsing: try LocalFile.bytes(at: path, kind: .caption))
            parsed = document.cues
            decodingWarning = document.decodingWarning
        case .ttml:
            let bytes = try LocalFile.bytes(at: path, kind: .caption)
            do {
                let document = try TTMLDocument(parsing: bytes)
                parsed = document.cues
                skipped = document.skipped
                language = document.language
            } catch {
                throw .notMediaFile(path: path, detail: error.description)
            }
        case .scc:
            let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
            let document = SCCDocument(text: decoded.text)
            guard let read = document.cues else { return nil }
            parsed = read
            skipped = document.skipped
        case .vobSub, .pgs:
            return nil
        }
        codec = format.codecName
        formatName = format.ffmpegDemuxerName ?? format.rawValue
        // A WebVTT cue that ends as it starts is kept, as the W3C parser keeps it: it is
        // written out and never on screen. In the other formats it is a mistake, left out.
        parsed.removeAll { $0.end < $0.start || ($0.end == $0.start && format != .webVTT) }
        cues = CaptionTimeline(cues: parsed).cues
        warnings =
            (decodingWarning.map { [MediaWarning(message: $0.message(forFile: path))] } ?? [])
            + skipped.map { MediaWarning(message: "\(path): \($0)") }
    }
}
