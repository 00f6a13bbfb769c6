internal import PlayerCaptions
internal import PlayerCore

/// A DASH MPD, read by the project's own reader (``DASHPresentation``; FFmpeg's `dashdec` is
/// never used): one track per AdaptationSet, text tracks read from their segments, the
/// closed captions its video declares read from that video, and the caption files beside it.
///
/// Its timeline is the MPD's: a segment's media time less `presentationTimeOffset`, from its
/// period's start. A segment that cannot be fetched costs only its own span, named with it; a
/// dynamic MPD is followed by ``reload()``.
final class DASHPresentationSource: LiveFollowingSource {
    let reading: TrackReader
    let metadata: TitleMetadata
    /// Whether the MPD is dynamic.
    var isLive = false
    /// Where playback joins a dynamic MPD; nil for a static one.
    var startPosition: MediaTime?
    /// The MPD a live source refreshes; nil for a static one.
    var liveFeed: DASHLiveFeed?

    /// The source of `presentation`, read from `path`.
    init(
        presentation: DASHPresentation, path: String, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) {
        reading = TrackReader(path: path, options: options, interrupter: interrupter)
        // A static MPD that states no length lasts until its last segment ends.
        reading.duration =
            presentation.manifest.duration
            ?? (presentation.manifest.isDynamic ? nil : presentation.manifest.newestSegmentEnd)
        metadata = TitleMetadata(title: presentation.manifest.title)
        addTracks(of: presentation)
        SidecarTracks.add(to: reading)
    }

    var kind: MediaSource.Kind { .dashPresentation }
    var formatName: String { "dash" }
    var isCaptionFile: Bool { false }
    var startTime: MediaTime { .zero }
    var chapters: [MediaChapter] { [] }
}
