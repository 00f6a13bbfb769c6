internal import PlayerCaptions
internal import PlayerCore

/// What a caption file, opened by itself or as a sidecar, is read through.
enum CaptionFileInput {
    /// A caption file the project's parsers read in full.
    case parsed(ParsedCaptionFile)
    /// FFmpeg's demuxer (VobSub, PGS, Spruce STL, a file whose extension names no format),
    /// with what opening it noted.
    case demuxer(DemuxerInput, warnings: [MediaWarning])

    /// Opens a caption file by itself: SubRip, WebVTT, SSA / ASS, TTML, SAMI, EBU STL and SCC
    /// through the parser ``PlayerCaptions/CaptionParserFactory`` chooses; another text
    /// format FFmpeg reads (Spruce STL) decoded to clean UTF-8 (BOM, UTF-16, Windows-1252, CR
    /// line ends) and handed to FFmpeg's demuxer; VobSub, PGS, and a file whose extension
    /// names no format, opened by path so that FFmpeg finds the `.sub` or probes the format.
    /// The times of a file in a known format are presentation times as they stand (a `.sup`
    /// whose first display set is at 4.209 s shows it at 4.209 s, beside the film or alone).
    static func open(
        _ path: String, format: SidecarFormat?, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) throws(MediaError) -> CaptionFileInput {
        if let format, let parsed = try ParsedCaptionFile(path: path, format: format) {
            return .parsed(parsed)
        }
        let policy = InputPolicy(
            mainURL: path, permittedDirectory: nil, permitsAnyReference: false,
            protocolWhitelist: options.allowedProtocols.joined(separator: ","),
            interrupter: interrupter, openTimeLimit: options.openTimeLimit)
        guard let format, !format.isBitmap else {
            // Opened by FFmpeg itself, so checked here: a FIFO would block its open.
            try LocalFile.checkReadable(path)
            let input = try DemuxerInput(
                path: path, url: path, formatName: format?.ffmpegDemuxerName,
                keepsTimestamps: format != nil, policy: policy)
            return .demuxer(input, warnings: [])
        }
        let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
        let input = try DemuxerInput(
            path: path, url: path, bytes: Array(decoded.text.utf8),
            formatName: format.ffmpegDemuxerName, keepsTimestamps: true, policy: policy)
        let warnings = decoded.warning.map { [MediaWarning(message: $0.message(forFile: path))] }
        return .demuxer(input, warnings: warnings ?? [])
    }
}
