import PlayerCore

extension MediaSource {
    /// The container (or lone subtitle file) a source is built on, with what opening it noted.
    struct MainInput {
        var input: DemuxerInput
        var warnings: [MediaWarning]
        var isSubtitleFile: Bool
    }

    /// Opens the media at `path`: a subtitle file through its text decoder, anything else
    /// through FFmpeg's probing.
    static func openMainInput(
        path: String, options: MediaSourceOptions, interrupter: MediaInterrupter
    ) throws(MediaError) -> MainInput {
        let isURL = path.contains("://")
        if !isURL {
            try LocalFile.checkReadable(path)
            if let format = SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)) {
                let opened = try openSubtitleFile(
                    path, format: format, options: options, interrupter: interrupter)
                return MainInput(
                    input: opened.input, warnings: opened.warning.map { [$0] } ?? [],
                    isSubtitleFile: true)
            }
        }
        let policy = InputPolicy(
            mainURL: path,
            permittedDirectory: !isURL && options.allowsPlaylistEntriesBesideIt
                ? LocalFile.absoluteDirectory(of: path) : nil,
            permitsAnyReference: isURL,
            protocolWhitelist: (isURL ? options.allowedURLProtocols : options.allowedProtocols)
                .joined(separator: ","),
            interrupter: interrupter)
        let input = try DemuxerInput(path: path, url: path, policy: policy)
        return MainInput(input: input, warnings: [], isSubtitleFile: false)
    }

    /// Opens a subtitle file by itself: text formats are decoded to clean UTF-8 first (BOM,
    /// UTF-16, Windows-1252, CR line ends) and handed to the demuxer the extension names; VobSub
    /// opens by path so its `.sub` is found.
    static func openSubtitleFile(
        _ path: String, format: SidecarFormat?, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) throws(MediaError) -> (input: DemuxerInput, warning: MediaWarning?) {
        let policy = InputPolicy(
            mainURL: path, permittedDirectory: nil, permitsAnyReference: false,
            protocolWhitelist: options.allowedProtocols.joined(separator: ","),
            interrupter: interrupter)
        guard let format, format != .vobSub else {
            let input = try DemuxerInput(
                path: path, url: path, formatName: format?.ffmpegDemuxerName, policy: policy)
            return (input, nil)
        }
        let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path))
        let input = try DemuxerInput(
            path: path, url: path, bytes: Array(decoded.text.utf8),
            formatName: format.ffmpegDemuxerName, policy: policy)
        return (input, decoded.warning.map { MediaWarning(message: $0.message(forFile: path)) })
    }

    /// Adds the sidecars found beside the media and the files the options name as tracks; one
    /// that cannot be read becomes a warning.
    func addSidecars() {
        var files: [SidecarFile] = []
        if options.discoverSidecars && !path.contains("://") {
            do {
                files = try SidecarFile.sidecars(ofMediaAt: path)
            } catch {
                warnings.append(
                    MediaWarning(message: "\(path): could not look for caption files beside it"))
            }
        }
        files += options.extraSubtitlePaths.map(SidecarFile.init(explicitPath:))
        for file in files {
            do {
                let opened = try Self.openSubtitleFile(
                    file.path, format: file.format, options: options, interrupter: interrupter)
                addTracks(of: opened.input, sourcePath: file.path, sidecar: file)
                if let warning = opened.warning {
                    warnings.append(warning)
                }
            } catch {
                warnings.append(MediaWarning(message: error.description))
            }
        }
    }
}
