internal import PlayerCaptions
public import PlayerCore

/// Opens a path or URL as the kind of source it is (``Kind``); holds nothing itself.
///
/// ```swift
/// let source = try MediaSource.open(path: "film.mkv")
/// ```
public enum MediaSource {
    /// The kinds of source, each its own type with its own timeline and failures.
    public enum Kind: String, Sendable, CaseIterable {
        /// A media file or stream FFmpeg demuxes (Matroska, MP4, MPEG-TS, an HLS playlist of
        /// media segments …), with its sidecars, the closed captions in its video and its
        /// teletext pages.
        case demuxedMedia
        /// A caption document opened by itself (SubRip, WebVTT, TTML, SCC, VobSub, PGS …).
        case captionDocument
        /// An HLS media playlist of WebVTT segments opened by itself.
        case hlsWebVTTPlaylist
        /// A DASH MPD, read by the project's own reader.
        case dashPresentation
    }

    /// Opens `path` (a local path or URL) as its kind of source and lists its tracks, adding
    /// sidecar caption files as the options say: a caption file through its parser or, for
    /// VobSub, PGS and Spruce STL, FFmpeg's demuxer; a DASH MPD through
    /// ``DASHPresentation``; an HLS media playlist of WebVTT segments through its own reader;
    /// anything else through FFmpeg's probing.
    ///
    /// - Throws: ``MediaError/noPlayableTracks(path:)`` when the source has no track, or
    ///   what opening it threw.
    public static func open(
        path: String, options: MediaSourceOptions = .init()
    ) throws(MediaError) -> any OpenedMediaSource {
        // FFmpeg is loaded (and its log captured) only when something is read with it
        // (FFmpegLibraries.require): an MPD or a caption file our parsers read loads none.
        let interrupter = MediaInterrupter()
        let source = try openKind(path: path, options: options, interrupter: interrupter)
        guard !source.tracks.isEmpty else {
            source.close()
            throw .noPlayableTracks(path: path)
        }
        return source
    }

    /// The source of the kind `path` is.
    private static func openKind(
        path: String, options: MediaSourceOptions, interrupter: MediaInterrupter
    ) throws(MediaError) -> any OpenedMediaSource {
        let isURL = path.contains("://")
        if !isURL {
            try LocalFile.checkReadable(path)
            if let format = SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)) {
                return try CaptionDocumentSource(
                    opening: CaptionFileInput.open(
                        path, format: format, options: options, interrupter: interrupter),
                    path: path, options: options, interrupter: interrupter)
            }
        }
        let policy = InputPolicy.mainInput(path: path, options: options, interrupter: interrupter)
        if DASHPresentation.isManifest(path) {
            return DASHPresentationSource(
                presentation: try DASHPresentation(path: path, policy: policy), path: path,
                options: options, interrupter: interrupter)
        }
        let hls = try HLSPlaylistCheck.checking(path, policy: policy)
        if case .media(let media) = hls?.main {
            let reader = HLSResourceReader(sourcePath: path, policy: policy)
            if HLSWebVTTRendition.isWebVTT(media, reader: reader) {
                return HLSWebVTTPlaylistSource(
                    playlist: media, reader: reader, path: path, options: options,
                    interrupter: interrupter)
            }
        }
        if !isURL, hls?.isLive ?? HLSPlaylistCheck.isHLSPlaylist(path) {
            policy.liveEdgeWait = InputPolicy.liveEdgeWait
        }
        let input: DemuxerInput
        do {
            input = try DemuxerInput(
                path: path, url: path, bytes: hls?.servedMainPlaylist,
                formatName: hls?.servedMainPlaylist == nil ? nil : "hls", policy: policy)
        } catch {
            throw isURL ? error : endsEarlyError(of: path) ?? error
        }
        return DemuxedMediaSource(
            input: input, hls: hls, path: path, options: options, interrupter: interrupter)
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
}
