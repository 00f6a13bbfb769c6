internal import CFFmpeg
public import PlayerCaptions
public import PlayerCore

/// A media file, URL or subtitle file opened with FFmpeg: its format, duration, metadata and
/// tracks, and the captions of its legible tracks as ``Cue`` values.
///
/// Opening reads only the headers. Caption text is decoded on request, and only the streams
/// asked for leave the demuxer; video and audio are never decoded.
///
/// ```swift
/// let source = try MediaSource(path: "film.mkv")
/// let english = source.tracks.first { $0.kind == .legible && $0.language == "en" }!
/// for cue in try source.cues(of: english.id) {
///     print(cue.start, cue.text ?? "[picture]")
/// }
/// // Reading as the engine does: choose streams, seek, then pull cues in order.
/// source.select([english.id])
/// try source.seek(to: .seconds(60))
/// while let batch = try source.nextCues() { ... }
/// ```
///
/// Track ids are stable for a given file and options: the container's streams first, numbered
/// by stream index; then tracks found inside them that FFmpeg does not list (CEA-608 channels
/// in video, HLS renditions), in the order they are found; then sidecar caption files beside
/// the media (`film.en.srt`, `film.fr.forced.vtt` …), flagged ``TrackFlags/external``.
///
/// Not `Sendable`: a source and its FFmpeg contexts belong to one thread or actor. Use
/// ``interrupter`` to break a blocking read from elsewhere.
public final class MediaSource {
    /// The path or URL the source was opened from.
    public let path: String
    /// FFmpeg's name for the container format ("matroska,webm", "srt").
    public let formatName: String
    /// The program's length; nil when unknown or live.
    public let duration: MediaTime?
    /// Whether the program is still being broadcast and has no end yet: an HLS playlist
    /// without `EXT-X-ENDLIST`, a dynamic DASH MPD.
    public internal(set) var isLive = false
    /// Where playback begins, for an HLS source: a live playlist's join point (RFC 8216
    /// §6.3.3, three target durations from the end) or its `EXT-X-START`; nil for anything
    /// else, which plays from its start.
    public internal(set) var startPosition: MediaTime?
    /// The playlists a live HLS source reloads; nil for anything else.
    var liveFeed: HLSLiveFeed?
    /// The MPD a live DASH source refreshes; nil for anything else.
    var dashLiveFeed: DASHLiveFeed?
    /// Whether the source is a caption file opened by itself (SubRip, WebVTT, SCC, a `.sup` …),
    /// not media with captions.
    public private(set) var isCaptionFile = false
    /// The container's own start time; cue times are already measured from it.
    public let startTime: MediaTime
    /// Title, show and air date from the container's metadata.
    public let metadata: TitleMetadata
    /// Every video, audio and legible track, container streams first, then sidecars.
    public internal(set) var tracks: [TrackInfo] = []
    /// Problems that left the source usable: undecodable tracks, skipped or re-encoded sidecars.
    public internal(set) var warnings: [MediaWarning] = []
    /// Breaks a blocking read from any thread.
    public let interrupter = MediaInterrupter()

    let options: MediaSourceOptions
    /// The container first, then one input per sidecar file.
    var inputs: [DemuxerInput] = []
    /// Where each track's packets or cues come from.
    var routes: [TrackID: TrackRoute] = [:]
    /// Whether ``close()`` has been called.
    var isClosed = false
    /// The reading state of ``select(_:)``, ``seek(to:)`` and ``nextCues()``.
    var reader = ReaderState()
    /// CEA-608 channels a playlist declares (`CLOSED-CAPTIONS`), as tracks waiting for the
    /// caption scan to give them their stream.
    var declaredClosedCaptions: [CaptionChannel: TrackInfo] = [:]
    /// CEA-708 services an MPD declares, by service number, waiting for the caption scan.
    var declaredCaptionServices: [Int: TrackInfo] = [:]
    /// Where the media of an input that ends early stops (an MP4 cut short), by input index:
    /// a track read from it says its reading stopped there.
    var cutOffTimes: [Int: MediaTime] = [:]
    /// What the start of a local MPEG transport stream says beyond FFmpeg (its PMT descriptors,
    /// its scrambled PIDs); nil for anything else.
    var transportStream: TransportStreamProbe?

    /// Opens `path` (a local path or URL) and lists its tracks, adding sidecar caption files as
    /// the options say.
    public init(path: String, options: MediaSourceOptions = .init()) throws(MediaError) {
        // FFmpeg is loaded (and its log captured) only when something is read with it
        // (FFmpegLibraries.require): an MPD or a caption file our parsers read loads none.
        self.path = path
        self.options = options
        switch try Self.openMainInput(path: path, options: options, interrupter: interrupter) {
        case .parsed(let file):
            // A caption document alone is a programme that lasts until its last cue ends.
            formatName = file.formatName
            isCaptionFile = true
            startTime = .zero
            duration = file.tracks.lazy.flatMap(\.cues).map(\.end).max() ?? .zero
            metadata = TitleMetadata()
            addParsedTrack(file, sourcePath: path, sidecar: nil)
        case .webVTTPlaylist(let playlist, let reader):
            formatName = "hls"
            isCaptionFile = true
            startTime = .zero
            duration = playlist.isLive ? nil : playlist.duration
            metadata = TitleMetadata()
            addWebVTTPlaylistTrack(playlist, reader: reader)
        case .dash(let presentation):
            formatName = "dash"
            startTime = .zero
            // A static MPD that states no length lasts until its last segment ends.
            duration =
                presentation.manifest.duration
                ?? (presentation.manifest.isDynamic ? nil : presentation.manifest.newestSegmentEnd)
            metadata = TitleMetadata(title: presentation.manifest.title)
            addDASHTracks(of: presentation)
            addSidecars()
        case .demuxer(let input, let opened, let isSubtitleFile, let hls):
            let tags = input.context?.pointee.metadata
            formatName = input.formatName
            startTime = MediaTime(microseconds: input.startMicroseconds)
            let length = Self.programLength(of: input)
            // A caption file FFmpeg reads (VobSub, PGS) is not measured by its packets: its
            // last picture may stay up with no packet to end it. A PGS file's display sets say
            // where its last picture is taken down.
            let measured =
                length.duration == nil && hls == nil && !isSubtitleFile
                ? Self.measuredLength(of: input) : nil
            duration =
                length.duration ?? measured?.duration
                ?? (isSubtitleFile ? Self.pictureFileEnd(of: input) : nil)
            metadata = TitleMetadata(
                title: StreamTrack.tag("title", in: tags),
                show: StreamTrack.tag("show", in: tags),
                airDate: StreamTrack.tag("date", in: tags))
            warnings = opened + [length.warning, measured?.warning].compactMap { $0 }
            warnIfCutOff(input, index: 0)
            addTracks(of: input, sourcePath: isSubtitleFile ? path : nil)
            self.isCaptionFile = isSubtitleFile
            probeTransportStream()
            if formatName == "hls" {
                addHLSRenditions(of: input, checked: hls)
            }
            // Tracks found inside the container's streams (caption channels in video, HLS
            // renditions) are added here, before the sidecars, so that ids stay stable.
            if !isSubtitleFile {
                addTeletextPageTracks(of: 0)
                addClosedCaptionTracks(of: 0)
                addSidecars()
            }
        }
        guard !tracks.isEmpty else {
            close()
            throw .noPlayableTracks(path: path)
        }
    }

    /// Frees every FFmpeg context; later reads throw ``MediaError/closed(path:)``. Safe to call
    /// more than once.
    public func close() {
        isClosed = true
        reader = ReaderState()
        for input in inputs {
            input.close()
        }
    }

    deinit {
        close()
    }
}
