import PlayerCaptions
import PlayerCore

/// Reads the cues of an HLS `SUBTITLES` rendition: its media playlist, then each WebVTT
/// segment in order, placed on the source's timeline by ``HLSSubtitleTiming`` and joined by
/// ``HLSCueMerger``; cues that do not last are left out.
enum HLSWebVTTRendition {
    /// Every cue of the rendition whose media playlist is `playlistURI`, sorted by start.
    static func cues(
        playlistURI: String, reader: HLSResourceReader, timing: inout HLSSubtitleTiming
    ) throws(MediaError) -> [Cue] {
        try cues(
            of: reader.mediaPlaylist(at: playlistURI).segments, reader: reader, timing: &timing)
    }

    /// The cues of `segments`, each fetched and placed on the timeline (`timing` keeps where
    /// each discontinuity's timestamps start), sorted by start.
    static func cues(
        of segments: [HLSSegment], reader: HLSResourceReader, timing: inout HLSSubtitleTiming
    ) throws(MediaError) -> [Cue] {
        var merger = HLSCueMerger()
        for segment in segments {
            let bytes = try reader.bytes(of: segment.uri, range: segment.byteRange)
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
