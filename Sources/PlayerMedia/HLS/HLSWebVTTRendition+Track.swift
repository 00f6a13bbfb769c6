internal import PlayerCaptions
internal import PlayerCore

extension HLSWebVTTRendition {
    /// Adds to `reading` the caption track of a WebVTT media playlist: a finished playlist's
    /// segments are fetched when the track is first read; a live one's are read now, as far as
    /// its window goes, a segment that cannot be read becoming a warning that names it and the
    /// span lost. For a rendition, `renditionURI` its playlist, segments placed through the main
    /// rendition without `X-TIMESTAMP-MAP` are said once, when they are read.
    /// Returns, for a live playlist, the track's id and the timing its later segments are
    /// placed with, for the caller to follow it by; nil for a finished one.
    static func addTrack(
        _ track: TrackInfo, to reading: TrackReader, playlist: HLSMediaPlaylist,
        reader: HLSResourceReader, timing: HLSSubtitleTiming, main: HLSMediaPlaylist?,
        renditionURI: String?
    ) -> (id: TrackID, timing: HLSSubtitleTiming)? {
        guard playlist.isLive else {
            let said = renditionURI.map { (track: reading.nextTrackID, playlist: $0) }
            reading.addTrack(
                track,
                feed: deferredFeed(
                    of: playlist, reader: reader, timing: timing, main: main, said: said))
            return nil
        }
        var timing = timing
        var unmapped = 0
        let segments = cues(
            of: playlist.segments, reader: reader, timing: &timing, main: main,
            unmapped: &unmapped)
        let id = reading.addTrack(track, feed: .parsedCues(segments.cues))
        reading.warnings += segments.lostSegments.map {
            MediaWarning(track: id, message: $0.description)
        }
        if let renditionURI,
            let warning = impliedMapWarning(track: id, playlist: renditionURI, unmapped: unmapped)
        {
            reading.warnings.append(warning)
        }
        return (id, timing)
    }
}
