internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// Adds the caption track of a WebVTT media playlist: a finished playlist's segments are
    /// fetched when the track is first read; a live one's are read now, as far as its window
    /// goes, a segment that cannot be read becoming a warning that names it and the span lost.
    /// Returns, for a live playlist, the track's id and the timing its later segments are
    /// placed with, for the caller to follow it by; nil for a finished one.
    func addWebVTTRenditionTrack(
        _ track: TrackInfo, playlist: HLSMediaPlaylist, reader: HLSResourceReader,
        timing: HLSSubtitleTiming, main: HLSMediaPlaylist?
    ) -> (id: TrackID, timing: HLSSubtitleTiming)? {
        guard playlist.isLive else {
            addTrack(
                track,
                feed: HLSWebVTTRendition.deferredFeed(
                    of: playlist, reader: reader, timing: timing, main: main))
            return nil
        }
        var timing = timing
        let reading = HLSWebVTTRendition.cues(
            of: playlist.segments, reader: reader, timing: &timing, main: main)
        let id = addTrack(track, feed: .parsedCues(reading.cues))
        warnings += reading.lostSegments.map { MediaWarning(track: id, message: $0.description) }
        return (id, timing)
    }
}
