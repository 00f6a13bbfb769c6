internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// Notes that a dynamic MPD (`manifest`, cut to what is available at `now`) is live,
    /// where playback joins it, and follows it for refreshes (``DASHLiveFeed``), through the
    /// same reload path as a live HLS playlist.
    func followLive(_ manifest: DASHManifest, at now: HLSDateTime, reader: HLSResourceReader) {
        isLive = true
        startPosition = manifest.joinPosition(at: now)
        dashLiveFeed = DASHLiveFeed(
            manifest: manifest, path: path, reader: reader, options: options)
    }

    /// Adds a text track of a live MPD, its cues read now from the segments available (the
    /// window as it stands, which refreshes extend), with a warning saying so; a track whose
    /// segments cannot be read is listed without cues, with a warning naming the reason.
    func addLiveDASHTextTrack(
        _ track: TrackInfo, group: DASHTrackGroup, index: Int, reader: HLSResourceReader
    ) {
        let segments = group.parts.flatMap(\.representation.segments)
        var cues: [Cue] = []
        do {
            let reading = try DASHTextCues.cues(
                ofPublished: group, reader: reader, options: options)
            cues = reading.cues
            warnings += reading.lostSegments.map { MediaWarning(message: $0.description) }
        } catch {
            warnings.append(MediaWarning(message: error.description))
        }
        let id = addTrack(track, feed: .parsedCues(cues))
        dashLiveFeed?.textTracks.append(.init(track: id, group: index, read: Set(segments)))
        let edge = dashLiveFeed?.liveEdge ?? .zero
        warnings.append(
            MediaWarning(
                track: id,
                message:
                    "\(path): a live (dynamic) MPD, read as far as the \(segments.count) segments of <Representation id=\"\(TerminalText.excerpt(group.parts[0].representation.id))\"> available when it opened (to \(edge)); playing it follows it as it grows"
            ))
    }
}
