internal import PlayerCaptions
public import PlayerCore

/// A media file, URL, playlist, MPD or caption file opened by ``MediaSource/open(path:options:)``:
/// its format, length, metadata and tracks, and the captions of its legible tracks as ``Cue``
/// values. Each kind of source (``MediaSource/Kind``) is its own type behind this protocol.
///
/// Opening reads only the headers. Caption text is decoded on request, and only the streams
/// asked for leave the demuxer; video and audio are never decoded.
///
/// ```swift
/// let source = try MediaSource.open(path: "film.mkv")
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
public protocol OpenedMediaSource: LiveCueReader {
    /// Which kind of source this is.
    var kind: MediaSource.Kind { get }
    /// The path or URL the source was opened from.
    var path: String { get }
    /// The container format's name ("matroska,webm", "srt", "hls", "dash").
    var formatName: String { get }
    /// The programme's length; nil when unknown or live.
    var duration: MediaTime? { get }
    /// Whether the programme is still being broadcast and has no end yet: an HLS playlist
    /// without `EXT-X-ENDLIST`, a dynamic DASH MPD.
    var isLive: Bool { get }
    /// Where playback begins: a live playlist's join point (RFC 8216 §6.3.3), an
    /// `EXT-X-START`, a live MPD's; nil for anything that plays from its start.
    var startPosition: MediaTime? { get }
    /// The newest time available for a live source, nil for on-demand media.
    var liveEdge: MediaTime? { get }
    /// Whether the source is a caption file opened by itself (SubRip, WebVTT, SCC, a `.sup`,
    /// a WebVTT playlist …), not media with captions.
    var isCaptionFile: Bool { get }
    /// The container's own start time; cue times are already measured from it.
    var startTime: MediaTime { get }
    /// Title, show and air date from the container's metadata.
    var metadata: TitleMetadata { get }
    /// Every video, audio and legible track, container streams first, then sidecars.
    var tracks: [TrackInfo] { get }
    /// Problems that left the source usable: undecodable tracks, skipped or re-encoded
    /// sidecars, segments lost (warnings may grow as tracks are read).
    var warnings: [MediaWarning] { get }
    /// The container's chapters, in order of start; empty when it has none.
    var chapters: [MediaChapter] { get }
    /// Breaks a blocking read from any thread.
    var interrupter: MediaInterrupter { get }

    /// Chooses the tracks whose packets are read; every other stream is discarded inside the
    /// demuxer. Unknown ids are ignored.
    func select(_ tracks: Set<TrackID>)
    /// Moves every selected stream to `time`: back to the nearest point at or before it from
    /// which reading can start, then cues that ended by `time` are skipped.
    func seek(to time: MediaTime) throws(MediaError)
    /// The next cues of the selected tracks, each track's in order of start time, as they are
    /// finished. Nil at the end.
    func nextCues() throws(MediaError) -> [(track: TrackID, cue: Cue)]?
}
