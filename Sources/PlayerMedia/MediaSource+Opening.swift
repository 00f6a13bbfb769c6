internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// What a source, or one of its sidecars, is built on.
    enum OpenedFile {
        /// A caption file the project's parsers read in full.
        case parsed(ParsedCaptionFile)
        /// A DASH MPD read by our own reader (``DASHPresentation``), never by FFmpeg's.
        case dash(DASHPresentation)
        /// An FFmpeg demuxer, with what opening it noted; `isSubtitleFile` when the file is a
        /// caption file FFmpeg reads (SCC, VobSub); `hls` the playlists read before FFmpeg
        /// opened an HLS source.
        case demuxer(
            DemuxerInput, warnings: [MediaWarning], isSubtitleFile: Bool, hls: HLSPlaylistCheck?)
        /// An HLS media playlist of WebVTT segments, each read as its own WebVTT file by the
        /// project's parser (FFmpeg's demuxer would join them into one text).
        case webVTTPlaylist(HLSMediaPlaylist, reader: HLSResourceReader)
    }

    /// Opens the media at `path`: a caption file through its parser or, for SCC and VobSub,
    /// FFmpeg's demuxer; a DASH MPD through ``DASHPresentation``; anything else through
    /// FFmpeg's probing.
    static func openMainInput(
        path: String, options: MediaSourceOptions, interrupter: MediaInterrupter
    ) throws(MediaError) -> OpenedFile {
        let isURL = path.contains("://")
        if !isURL {
            try LocalFile.checkReadable(path)
            if let format = SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)) {
                return try openSubtitleFile(
                    path, format: format, options: options, interrupter: interrupter)
            }
        }
        let policy = mainInputPolicy(path: path, options: options, interrupter: interrupter)
        if DASHPresentation.isManifest(path) {
            return .dash(try DASHPresentation(path: path, policy: policy))
        }
        let hls = try checkHLSPlaylists(of: path, policy: policy)
        if case .media(let media) = hls?.main {
            let reader = HLSResourceReader(sourcePath: path, policy: policy)
            if HLSWebVTTRendition.isWebVTT(media, reader: reader) {
                return .webVTTPlaylist(media, reader: reader)
            }
        }
        if !isURL, hls?.isLive ?? isHLSPlaylist(path) {
            policy.liveEdgeWait = liveEdgeWait
        }
        do {
            let input = try DemuxerInput(
                path: path, url: path, bytes: hls?.servedMainPlaylist,
                formatName: hls?.servedMainPlaylist == nil ? nil : "hls", policy: policy)
            return .demuxer(input, warnings: [], isSubtitleFile: false, hls: hls)
        } catch {
            throw isURL ? error : endsEarlyError(of: path) ?? error
        }
    }

    /// Why a local MP4 file FFmpeg could not open failed, when it was cut short before its
    /// index (a file not written for fast start keeps its `moov` box after the media): the
    /// file ends early, rather than being no media file.
    private static func endsEarlyError(of path: String) -> MediaError? {
        guard let reader = ForwardFileReader(path: path, bufferSize: 1 << 16),
            let cut = MP4FileLength(reading: reader), !cut.hasIndex
        else { return nil }
        return .truncatedOrCorrupt(path: path, detail: "it ends early: \(cut.detail)")
    }

    /// What the main input may open: a local source the files in its folder (when the options
    /// allow playlist entries beside it), a URL anything its protocols reach.
    static func mainInputPolicy(
        path: String, options: MediaSourceOptions, interrupter: MediaInterrupter
    ) -> InputPolicy {
        let isURL = path.contains("://")
        return InputPolicy(
            mainURL: path,
            permittedDirectory: !isURL && options.allowsPlaylistEntriesBesideIt
                ? LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: path)) : nil,
            permitsAnyReference: isURL,
            protocolWhitelist: (isURL ? options.allowedURLProtocols : options.allowedProtocols)
                .joined(separator: ","),
            interrupter: interrupter, openTimeLimit: options.openTimeLimit)
    }

    /// Opens a caption file by itself: SubRip, WebVTT, SSA / ASS, TTML, SAMI, EBU STL and SCC
    /// through the parser ``PlayerCaptions/CaptionParserFactory`` chooses; another text
    /// format FFmpeg reads (Spruce STL) decoded to clean UTF-8 (BOM, UTF-16, Windows-1252, CR
    /// line ends) and handed to FFmpeg's demuxer; VobSub, PGS, and a file whose extension
    /// names no format, opened by path so that FFmpeg finds the `.sub` or probes the format.
    /// The times of a file in a known format are presentation times as they stand (a `.sup`
    /// whose first display set is at 4.209 s shows it at 4.209 s, beside the film or alone).
    static func openSubtitleFile(
        _ path: String, format: SidecarFormat?, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) throws(MediaError) -> OpenedFile {
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
            return .demuxer(input, warnings: [], isSubtitleFile: true, hls: nil)
        }
        let decoded = DecodedText(subtitleBytes: try LocalFile.bytes(at: path, kind: .caption))
        let input = try DemuxerInput(
            path: path, url: path, bytes: Array(decoded.text.utf8),
            formatName: format.ffmpegDemuxerName, keepsTimestamps: true, policy: policy)
        let warnings = decoded.warning.map { [MediaWarning(message: $0.message(forFile: path))] }
        return .demuxer(input, warnings: warnings ?? [], isSubtitleFile: true, hls: nil)
    }

    /// Adds the sidecars found beside the media and the files the options name as tracks; one
    /// that cannot be read becomes a warning.
    ///
    /// A sidecar found beside the media is held to the rule a playlist on disk is held to
    /// (``LocalFile/isInside(_:directory:)``): a link that leads out of the media's folder is
    /// not followed. A file the options name is read wherever it is.
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
        let folder = LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: path))
        let discovered = files.count
        files += options.extraSubtitlePaths.map(SidecarFile.init(explicitPath:))
        // A file beside the media that a track already reads (an MPD's WebVTT) is that track.
        let alreadyRead = Set(tracks.compactMap { $0.sourcePath.flatMap(LocalFile.canonicalPath) })
        for (index, file) in files.enumerated() {
            if index < discovered,
                LocalFile.canonicalPath(file.path).map(alreadyRead.contains) ?? false
            {
                continue
            }
            if index < discovered,
                !(folder.map { LocalFile.isInside(file.path, directory: $0) } ?? false)
            {
                let refusal = MediaError.refusedSidecar(path: path, sidecar: file.path)
                warnings.append(MediaWarning(message: refusal.description))
                continue
            }
            do {
                switch try Self.openSubtitleFile(
                    file.path, format: file.format, options: options, interrupter: interrupter)
                {
                case .parsed(let parsed):
                    addParsedTrack(parsed, sourcePath: file.path, sidecar: file)
                case .demuxer(let input, let opened, _, _):
                    addTracks(of: input, sourcePath: file.path, sidecar: file)
                    warnings += opened
                case .webVTTPlaylist:
                    // openSubtitleFile reads no playlist.
                    break
                case .dash:
                    // openSubtitleFile hands caption files to parsers or FFmpeg, never to the
                    // MPD reader.
                    continue
                }
            } catch {
                warnings.append(MediaWarning(message: error.description))
            }
        }
    }

    /// Adds the legible tracks of a caption file read in full: one, or a SAMI file's one per
    /// class, titled by the class's name.
    func addParsedTrack(_ file: ParsedCaptionFile, sourcePath: String, sidecar: SidecarFile?) {
        for parsed in file.tracks {
            var track = TrackInfo(
                id: nextTrackID, kind: .legible, codec: file.codec, language: parsed.language,
                flags: parsed.flags.union(
                    file.codec == SidecarFormat.scc.codecName ? .captions : []))
            track.title = parsed.title
            track.roles = parsed.roles
            track.sourcePath = sourcePath
            if let sidecar {
                track.applyNaming(of: sidecar)
                if file.tracks.count > 1 {
                    // Each class states its own language, which one name cannot.
                    track.language = parsed.language ?? track.language
                }
            }
            addTrack(track, feed: .parsedCues(parsed.cues))
        }
        warnings += file.warnings
    }
}
