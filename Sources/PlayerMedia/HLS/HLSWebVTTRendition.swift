import PlayerCaptions
import PlayerCore

/// Reads the cues of an HLS `SUBTITLES` rendition: its media playlist, then each WebVTT
/// segment in order, placed on the source's timeline by ``HLSSubtitleTiming`` and joined by
/// ``HLSCueMerger``; cues that do not last are left out.
enum HLSWebVTTRendition {
    /// The rendition's media playlist at `playlistURI`, every segment checked against the
    /// policy (which reads no segment), so that a rendition the source may not read is known
    /// before its segments are fetched.
    static func playlist(
        at playlistURI: String, reader: HLSResourceReader
    ) throws(MediaError) -> HLSMediaPlaylist {
        let playlist = try reader.mediaPlaylist(at: playlistURI)
        for uri in Set(playlist.segments.map(\.uri)) {
            try reader.requirePermission(for: uri)
        }
        return playlist
    }

    /// The cues of `segments`, each fetched and placed on the timeline (`timing` keeps where
    /// each discontinuity's timestamps start), sorted by start.
    static func cues(
        of segments: [HLSSegment], reader: HLSResourceReader, timing: inout HLSSubtitleTiming
    ) throws(MediaError) -> [Cue] {
        var merger = HLSCueMerger()
        for segment in segments {
            let bytes = try reader.bytes(
                of: segment.uri, range: segment.byteRange, kind: .subtitleSegment)
            let document = WebVTTDocument(parsing: DecodedText(subtitleBytes: bytes).text)
            let offset = timing.offset(of: segment, map: document.timestampMap)
            merger.append(
                segment: document.captionCues.map { cue in
                    var placed = cue
                    placed.start = cue.start + offset
                    placed.end = cue.end + offset
                    return placed
                })
        }
        return CaptionTimeline(cues: merger.cues.filter { $0.end > $0.start }).cues
    }
}
