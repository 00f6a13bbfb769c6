internal import PlayerCaptions
internal import PlayerCore

/// The playlists of a live HLS source followed across reloads: the variant (or the media
/// playlist opened), whose window gives the live edge, and each WebVTT subtitle rendition,
/// whose new segments give new cues.
struct HLSLiveFeed: LiveFeed {
    /// A subtitle rendition's media playlist, the track its cues go to, and where its
    /// segments' cues land on the source's timeline.
    struct SubtitlePlaylist {
        var track: TrackID
        var uri: String
        var window: HLSLiveWindow
        var timing: HLSSubtitleTiming
    }

    /// Fetches playlists and segments under the source's policy.
    let reader: HLSResourceReader
    /// The playlist whose segments are the program's.
    let primaryURI: String
    /// Its window: the live edge and the reload rules.
    var primary: HLSLiveWindow
    /// The subtitle renditions followed.
    var subtitles: [SubtitlePlaylist] = []

    /// The newest time the primary playlist makes available.
    var liveEdge: MediaTime { primary.liveEdge }
    /// How long to wait before the next reload, as the primary playlist's window says.
    var nextReloadDelay: MediaTime { primary.nextReloadDelay }

    /// Reloads every playlist; returns the new live edge, each track's new cues, and why the
    /// stream is over if it is.
    mutating func reload(path: String) throws(MediaError) -> LiveUpdate {
        _ = primary.update(with: try reader.mediaPlaylist(at: primaryURI))
        var added: [TrackID: [Cue]] = [:]
        var lost: [SegmentLoss] = []
        for index in subtitles.indices {
            let playlist = try reader.mediaPlaylist(at: subtitles[index].uri)
            let segments = subtitles[index].window.update(with: playlist)
            guard !segments.isEmpty else { continue }
            // Said once, when the track was opened.
            var unmapped = 0
            let reading = HLSWebVTTRendition.cues(
                of: segments, reader: reader, timing: &subtitles[index].timing,
                unmapped: &unmapped)
            added[subtitles[index].track] = reading.cues
            lost += reading.lostSegments
        }
        return LiveUpdate(
            liveEdge: primary.liveEdge, addedCues: added, end: endReason(path: path),
            nextReloadDelay: primary.nextReloadDelay, lostSegments: lost)
    }

    /// Why the stream is over: the playlist ended, or went too long without a new segment.
    func endReason(path: String) -> String? {
        if primary.hasEnded {
            return "\(path): the live stream ended (EXT-X-ENDLIST)"
        }
        guard primary.hasStalled else { return nil }
        let seconds = primary.targetDuration.wholeSeconds * HLSLiveWindow.stallLimit
        return "\(path): the live playlist stopped growing (no new segment in \(seconds) s)"
    }
}
