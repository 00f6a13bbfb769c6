internal import PlayerCaptions
internal import PlayerCore

extension DASHPresentationSource {
    /// Notes that a dynamic MPD (`manifest`, cut to what is available at `now`) is live,
    /// where playback joins it, and follows it for refreshes (``DASHLiveFeed``), through the
    /// same reload path as a live HLS playlist.
    func followLive(_ manifest: DASHManifest, at now: HLSDateTime, reader: HLSResourceReader) {
        isLive = true
        startPosition = manifest.joinPosition(at: now)
        liveFeed = DASHLiveFeed(
            manifest: manifest, path: path, reader: reader, options: reading.options)
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
            let published = try DASHTextCues.cues(
                ofPublished: group, reader: reader, options: reading.options)
            cues = published.cues
            reading.warnings += published.lostSegments.map { MediaWarning(message: $0.description) }
        } catch {
            reading.warnings.append(MediaWarning(message: error.description))
        }
        let id = reading.addTrack(track, feed: .parsedCues(cues))
        liveFeed?.textTracks.append(.init(track: id, group: index, read: Set(segments)))
        let edge = liveFeed?.liveEdge ?? .zero
        reading.warnings.append(
            MediaWarning(
                track: id,
                message:
                    "\(path): a live (dynamic) MPD, read as far as the \(segments.count) segments of <Representation id=\"\(TerminalText.excerpt(group.parts[0].representation.id))\"> available when it opened (to \(edge)); playing it follows it as it grows"
            ))
    }
}
