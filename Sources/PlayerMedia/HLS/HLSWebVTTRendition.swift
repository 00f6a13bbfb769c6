internal import PlayerCaptions
internal import PlayerCore

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
        try requirePermission(for: playlist, reader: reader)
        return playlist
    }

    /// Throws unless the policy lets the source read every segment of `playlist`.
    static func requirePermission(
        for playlist: HLSMediaPlaylist, reader: HLSResourceReader
    ) throws(MediaError) {
        for uri in Set(playlist.segments.map(\.uri)) {
            try reader.requirePermission(for: uri)
        }
    }

    /// Whether `playlist`'s segments are WebVTT: its first segment starts with the `WEBVTT`
    /// signature (after a byte-order mark). False when it has none, or the first cannot be
    /// read; FFmpeg then opens the playlist and says what is wrong.
    static func isWebVTT(_ playlist: HLSMediaPlaylist, reader: HLSResourceReader) -> Bool {
        guard let first = playlist.segments.first else { return false }
        let signature = Array("WEBVTT".utf8)
        let head = HLSByteRange(
            length: Int64(signature.count + 3), offset: first.byteRange?.offset ?? 0)
        guard let bytes = try? reader.bytes(of: first.uri, range: head, kind: .subtitleSegment)
        else { return false }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return body.starts(with: signature)
    }

    /// The feed of a finished playlist's track: its cues, read the first time the track is
    /// read (``cues(of:reader:timing:main:unmapped:)``), with, for a rendition (`said`), the
    /// warning ``impliedMapWarning(track:playlist:unmapped:)`` gives.
    static func deferredFeed(
        of playlist: HLSMediaPlaylist, reader: HLSResourceReader, timing: HLSSubtitleTiming,
        main: HLSMediaPlaylist?, said: (track: TrackID, playlist: String)?
    ) -> TrackRoute.Feed {
        .deferredCues(
            DeferredCues(saying: {
                var timing = timing
                var unmapped = 0
                let reading = cues(
                    of: playlist.segments, reader: reader, timing: &timing, main: main,
                    unmapped: &unmapped)
                let warning = said.flatMap {
                    impliedMapWarning(track: $0.track, playlist: $0.playlist, unmapped: unmapped)
                }
                return (reading, warning.map { [$0] } ?? [])
            }))
    }

    /// The warning that `unmapped` segments of rendition playlist `playlist` (track `track`)
    /// state no `X-TIMESTAMP-MAP`, so that their cues were placed as RFC 8216 §3.5 says,
    /// through the main rendition's timestamps; nil when none was.
    static func impliedMapWarning(track: TrackID, playlist: String, unmapped: Int) -> MediaWarning?
    {
        guard unmapped > 0 else { return nil }
        let segments = unmapped == 1 ? "1 WebVTT segment" : "\(unmapped) WebVTT segments"
        return MediaWarning(
            track: track,
            message:
                "\(playlist): \(segments) without X-TIMESTAMP-MAP; \(unmapped == 1 ? "its" : "their") "
                + "cues are placed as RFC 8216 §3.5 says (cue time 0 at MPEG-TS timestamp 0), "
                + "through the main rendition's first timestamp")
    }

    /// The cues of `segments`, each fetched and placed on the timeline (`timing` keeps where
    /// each discontinuity's timestamps start), sorted by start. With `main`, the variant's
    /// playlist, later discontinuity sequences are first anchored through it
    /// (``HLSMainTimeline``).
    ///
    /// A segment that cannot be fetched (missing, refused, timed out) or is not WebVTT costs
    /// only its own span: it is named in the reading's ``CueReading/lostSegments`` and the
    /// cues of every other segment are kept. `unmapped` counts the segments without
    /// `X-TIMESTAMP-MAP` in the first discontinuity sequence or one anchored through `main`:
    /// those whose cues `timing` places by RFC 8216 §3.5 when it knows the stream's start.
    static func cues(
        of segments: [HLSSegment], reader: HLSResourceReader, timing: inout HLSSubtitleTiming,
        main: HLSMediaPlaylist? = nil, unmapped: inout Int
    ) -> CueReading {
        var anchored = Set(segments.first.map { [$0.discontinuitySequence] } ?? [])
        if let main, segments.contains(where: \.isDiscontinuity) {
            let timeline = HLSMainTimeline(variant: main, reader: reader)
            timeline.apply(to: &timing)
            anchored.formUnion(timeline.anchors.map(\.sequence))
        }
        var merger = HLSCueMerger()
        var lost: [SegmentLoss] = []
        for segment in segments {
            let document: WebVTTDocument
            do {
                document = try self.document(of: segment, reader: reader)
            } catch {
                lost.append(
                    SegmentLoss(
                        uri: segment.uri, start: segment.start,
                        end: segment.start + segment.duration, error: error))
                continue
            }
            if document.timestampMap == nil, anchored.contains(segment.discontinuitySequence) {
                unmapped += 1
            }
            let offset = timing.offset(of: segment, map: document.timestampMap)
            merger.append(
                segment: document.captionCues.map { cue in
                    var placed = cue
                    placed.start = cue.start + offset
                    placed.end = cue.end + offset
                    return placed
                })
        }
        return CueReading(
            cues: CaptionTimeline(cues: merger.cues.filter { $0.end > $0.start }).cues,
            lostSegments: lost)
    }

    /// The WebVTT document of `segment`, fetched through `reader`.
    ///
    /// - Throws: the reader's ``MediaError`` when the segment cannot be fetched, or
    ///   ``MediaError/notMediaFile(path:detail:)`` when it does not start with `WEBVTT`.
    private static func document(
        of segment: HLSSegment, reader: HLSResourceReader
    ) throws(MediaError) -> WebVTTDocument {
        let bytes = try reader.bytes(
            of: segment.uri, range: segment.byteRange, kind: .subtitleSegment)
        let document = WebVTTDocument(parsing: DecodedText(subtitleBytes: bytes).text)
        guard document.isValid else {
            throw .notMediaFile(path: segment.uri, detail: "no WEBVTT signature")
        }
        return document
    }
}
