import CFFmpeg
import PlayerCore

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
/// Sidecar caption files beside the media (`film.en.srt`, `film.fr.forced.vtt` …) are added as
/// legible tracks flagged ``TrackFlags/external``, numbered after the container's streams.
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
    /// Where each track's packets come from.
    var routes: [TrackID: TrackRoute] = [:]
    /// The reading state of ``select(_:)``, ``seek(to:)`` and ``nextCues()``.
    var reader = ReaderState()

    /// Opens `path` (a local path or URL) and lists its tracks, adding sidecar caption files as
    /// the options say.
    public init(path: String, options: MediaSourceOptions = .init()) throws(MediaError) {
        self.path = path
        self.options = options
        let main = try Self.openMainInput(path: path, options: options, interrupter: interrupter)
        let context = main.input.context!.pointee
        formatName = String(cString: context.iformat.pointee.name)
        startTime = MediaTime(microseconds: main.input.startMicroseconds)
        duration =
            context.duration != cffmpeg_nopts_value() && context.duration > 0
            ? MediaTime(microseconds: context.duration) : nil
        metadata = TitleMetadata(
            title: StreamTrack.tag("title", in: context.metadata),
            show: StreamTrack.tag("show", in: context.metadata),
            airDate: StreamTrack.tag("date", in: context.metadata))
        warnings = main.warnings
        addTracks(of: main.input, sourcePath: main.isSubtitleFile ? path : nil)
        if !main.isSubtitleFile {
            addSidecars()
        }
        guard !tracks.isEmpty else {
            close()
            throw .noPlayableTracks(path: path)
        }
    }

    /// Frees every FFmpeg context; later reads throw ``MediaError/closed(path:)``. Safe to call
    /// more than once.
    public func close() {
        reader = ReaderState()
        for input in inputs {
            input.close()
        }
    }

    deinit {
        close()
    }

    /// Lists the streams of `input` as tracks, warning about those that cannot be used.
    func addTracks(of input: DemuxerInput, sourcePath: String?, sidecar: SidecarFile? = nil) {
        let inputIndex = inputs.count
        inputs.append(input)
        let firstID =
            inputIndex == 0
            ? 0 : max(inputs[0].streams.count, (routes.keys.map(\.rawValue).max() ?? -1) + 1)
        for (index, stream) in input.streams.enumerated() {
            guard let stream else { continue }
            let id = TrackID(rawValue: firstID + index)
            guard var track = StreamTrack.info(of: stream, id: id) else {
                let kind =
                    av_get_media_type_string(stream.pointee.codecpar.pointee.codec_type)
                    .map { String(cString: $0) } ?? "unknown"
                warnings.append(
                    MediaWarning(
                        message:
                            "\(input.path): stream \(index) (\(kind)) is not video, audio or captions; ignored"
                    ))
                continue
            }
            let isDecodable =
                track.kind != .legible
                || avcodec_find_decoder(stream.pointee.codecpar.pointee.codec_id) != nil
            if !isDecodable {
                let error = MediaError.codecNotSupported(
                    path: input.path, track: id, codec: track.codec)
                warnings.append(MediaWarning(track: id, message: error.description))
            }
            track.sourcePath = sourcePath
            if let sidecar {
                track.language = sidecar.language ?? track.language
                track.title = sidecar.title ?? track.title
                track.flags.formUnion(sidecar.flags.union(.external))
            }
            tracks.append(track)
            routes[id] = TrackRoute(
                input: inputIndex, stream: index, kind: track.kind, isDecodable: isDecodable)
        }
    }
}

/// Where a track's packets come from: which input, which stream.
struct TrackRoute {
    /// Index into ``MediaSource/inputs``.
    var input: Int
    /// The stream index inside that input.
    var stream: Int
    /// What the track carries.
    var kind: TrackKind
    /// Whether FFmpeg can decode it (always true for video and audio, which are never decoded).
    var isDecodable: Bool
}
