internal import PlayerCaptions
internal import PlayerCore

/// A media file or stream FFmpeg demuxes (Matroska, MP4, MPEG-TS, an HLS playlist of media
/// segments …): its container's streams, the closed captions in its video, its teletext pages,
/// an HLS playlist's subtitle and closed-caption renditions, and the caption files beside it.
///
/// Its timeline is the container's: packet times less the container's start time
/// (``startTime``). A file that ends before its structure does says so and keeps what comes
/// before; a live HLS playlist is followed by ``reload()``.
final class DemuxedMediaSource: LiveFollowingSource {
    let reading: TrackReader
    let formatName: String
    let startTime: MediaTime
    let metadata: TitleMetadata
    /// The container's chapters, else those of a WebVTT chapter file beside it.
    let chapters: [MediaChapter]
    /// Whether the HLS playlist read is live (always false for anything but HLS).
    var isLive = false
    /// Where playback joins an HLS playlist; nil for anything else.
    var startPosition: MediaTime?
    /// The playlists a live HLS source reloads; nil for anything else.
    var liveFeed: HLSLiveFeed?

    /// The source of the container `input` opened from `path`; `hls` the playlists read
    /// before FFmpeg opened an HLS source.
    init(
        input: DemuxerInput, hls: HLSPlaylistCheck?, path: String, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) {
        reading = TrackReader(path: path, options: options, interrupter: interrupter)
        formatName = input.formatName
        startTime = MediaTime(microseconds: input.startMicroseconds)
        metadata = input.titleMetadata
        let length = input.programLength()
        let measured = length.duration == nil && hls == nil ? input.measuredLength() : nil
        reading.duration = length.duration ?? measured?.duration
        reading.warnings = [length.warning, measured?.warning, input.cutOffWarning()]
            .compactMap { $0 }
        let chapterReading = ChapterFile.chapters(
            ofMediaAt: path, containerChapters: input.chapters, options: options)
        chapters = chapterReading.chapters
        reading.warnings += chapterReading.warnings
        reading.addTracks(of: input, sourcePath: nil)
        var captions = ClosedCaptionTracks(
            transportStream: Self.probeTransportStream(of: reading))
        if formatName == "hls" {
            addHLSRenditions(of: input, checked: hls, captions: &captions)
        }
        // Tracks found inside the container's streams (caption channels in video, HLS
        // renditions) are added here, before the sidecars, so that ids stay stable.
        TeletextPageTracks.add(to: reading, input: 0, scans: !isLive)
        captions.add(to: reading, input: 0, scansVideo: !isLive)
        SidecarTracks.add(to: reading)
    }

    var kind: MediaSource.Kind { .demuxedMedia }
    var isCaptionFile: Bool { false }
}
