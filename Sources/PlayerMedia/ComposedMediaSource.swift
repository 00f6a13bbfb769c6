internal import PlayerCaptions
internal import PlayerCore

/// A kind of source built on a ``TrackReader``, the tracks and reading every kind shares: what
/// every kind answers the same way is answered here from it, and each kind states only what
/// is its own (format, timeline, live feed).
protocol ComposedMediaSource: OpenedMediaSource {
    /// The source's tracks and the reading of them.
    var reading: TrackReader { get }
}

extension ComposedMediaSource {
    /// The path or URL the source was opened from.
    public var path: String { reading.path }
    /// The programme's length as the source's kind measured it; nil when unknown or live.
    public var duration: MediaTime? { reading.duration }
    /// Every video, audio and legible track.
    public var tracks: [TrackInfo] { reading.tracks }
    /// Problems that left the source usable.
    public var warnings: [MediaWarning] { reading.warnings }
    /// Breaks a blocking read from any thread.
    public var interrupter: MediaInterrupter { reading.interrupter }
    /// Breaks a blocking read or reload from any thread.
    public var interruption: @Sendable () -> Void {
        { [interrupter] in interrupter.interrupt() }
    }
    /// What opening the source found, with the warnings raised so far.
    public var catalog: MediaCatalog {
        var catalog = MediaCatalog(
            path: path, formatName: formatName, duration: isLive ? nil : duration,
            liveEdge: liveEdge, startPosition: startPosition,
            startTime: startTime, metadata: metadata, tracks: tracks, warnings: warnings,
            chapters: chapters)
        catalog.isCaptionFile = isCaptionFile
        return catalog
    }

    /// Chooses the tracks whose packets are read (``TrackReader/select(_:)``).
    public func select(_ tracks: Set<TrackID>) { reading.select(tracks) }
    /// Moves every selected stream to `time` (``TrackReader/seek(to:)``).
    public func seek(to time: MediaTime) throws(MediaError) { try reading.seek(to: time) }
    /// The next cues of the selected tracks (``TrackReader/nextCues()``).
    public func nextCues() throws(MediaError) -> [(track: TrackID, cue: Cue)]? {
        try reading.nextCues()
    }
    /// Every cue of one legible track that could be read (``TrackReader/readCues(of:)``).
    public func readCues(of track: TrackID) throws(MediaError) -> CueReading {
        try reading.readCues(of: track)
    }
    /// The cues of `track` on screen at `time` (``TrackReader/activeCues(of:at:)``).
    public func activeCues(of track: TrackID, at time: MediaTime) throws(MediaError) -> [Cue] {
        try reading.activeCues(of: track, at: time)
    }
    /// Frees every FFmpeg context; later reads throw ``MediaError/closed(path:)``.
    public func close() { reading.close() }
}
