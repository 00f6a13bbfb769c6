internal import Foundation
internal import PlayerCaptions
internal import PlayerCore

/// Reads the cues of a DASH text track, each period's placed at `Period@start` plus their
/// time (the DASH-IF timing model):
/// - standalone WebVTT and TTML (one file, or templated segments): each segment through our
///   parsers, its times the period's own, `presentationTimeOffset` ignored;
/// - WebVTT (`wvtt`) and TTML (`stpp`) in MP4 (one file, or an initialization segment and
///   media segments joined): the MP4 text samples read as for any MP4 file, less
///   `presentationTimeOffset`.
enum DASHTextCues {
    /// Every cue of `group`, sorted by start; cues that do not last are left out.
    ///
    /// A media segment that cannot be read (missing, not WebVTT or TTML) costs only its own
    /// span: it is named in the reading's
    /// ``CueReading/lostSegments`` and the other segments' cues are kept.
    ///
    /// - Throws: the ``MediaError`` of a Representation naming no media, of a segment the
    ///   policy refuses, or of an initialization segment (or single MP4 file) that cannot be
    ///   read.
    static func cues(
        of group: DASHTrackGroup, reader: HLSResourceReader, options: MediaSourceOptions
    ) throws(MediaError) -> CueReading {
        var cues: [Cue] = []
        var lost: [SegmentLoss] = []
        for part in group.parts {
            let representation = part.representation
            guard !representation.segments.isEmpty else {
                throw .notMediaFile(
                    path: reader.sourcePath,
                    detail:
                        "<Representation id=\"\(TerminalText.excerpt(representation.id))\"> names no media to read"
                )
            }
            let shift = part.period.start + representation.mediaTimeShift
            let read =
                representation.isStandaloneText
                ? try standaloneCues(of: representation, reader: reader)
                : try mp4Cues(of: representation, reader: reader, options: options)
            cues += read.cues.map { cue in
                var placed = cue
                placed.start = cue.start + shift
                placed.end = cue.end + shift
                return placed
            }
            lost += read.lostSegments.map { loss in
                var placed = loss
                placed.start = loss.start + shift
                placed.end = loss.end + shift
                return placed
            }
        }
        return CueReading(
            cues: CaptionTimeline(cues: cues.filter { $0.end > $0.start }).cues, lostSegments: lost)
    }

    /// The cues of the segments a live MPD lists of `group` so far: a period (or
    /// Representation) with none published yet gives none, where ``cues(of:reader:options:)``
    /// refuses a Representation that names no media.
    static func cues(
        ofPublished group: DASHTrackGroup, reader: HLSResourceReader, options: MediaSourceOptions
    ) throws(MediaError) -> CueReading {
        var published = group
        published.parts.removeAll { $0.representation.segments.isEmpty }
        guard !published.parts.isEmpty else { return CueReading(cues: []) }
        return try cues(of: published, reader: reader, options: options)
    }

    /// The cues of each standalone text segment, on the period's timeline; a segment that
    /// cannot be read or parsed is a loss.
    private static func standaloneCues(
        of representation: DASHRepresentation, reader: HLSResourceReader
    ) throws(MediaError) -> CueReading {
        let isTTML = representation.mimeType?.lowercased().contains("ttml") ?? false
        var cues: [Cue] = []
        var lost: [SegmentLoss] = []
        for segment in representation.segments {
            do throws(MediaError) {
                cues += try segmentCues(of: segment, isTTML: isTTML, reader: reader)
            } catch  where SegmentLoss.isLoss(error) {
                lost.append(SegmentLoss(segment, error: error))
            }
        }
        return CueReading(cues: cues, lostSegments: lost)
    }

    /// The cues of one standalone WebVTT or TTML segment, on the period's timeline.
    private static func segmentCues(
        of segment: DASHSegment, isTTML: Bool, reader: HLSResourceReader
    ) throws(MediaError) -> [Cue] {
        let bytes = try reader.bytes(
            of: segment.uri, range: segment.byteRange.map(HLSByteRange.init(dashRange:)),
            kind: .caption)
        if isTTML {
            do {
                return try TTMLDocument(parsing: bytes).cues
            } catch {
                throw .notMediaFile(path: segment.uri, detail: error.description)
            }
        }
        let document = WebVTTDocument(parsing: DecodedText(subtitleBytes: bytes).text)
        guard document.isValid else {
            throw .notMediaFile(path: segment.uri, detail: "no WEBVTT signature")
        }
        return document.captionCues
    }

    /// The cues of the MP4 text samples of `representation`, on its media timeline; a media
    /// segment that cannot be fetched is left out of the join and is a loss.
    private static func mp4Cues(
        of representation: DASHRepresentation, reader: HLSResourceReader,
        options: MediaSourceOptions
    ) throws(MediaError) -> CueReading {
        let segments = representation.segments
        var file = segments[0].uri
        var joined: DASHJoinedSegments?
        defer { joined?.remove() }
        let isOneFile =
            segments.count == 1 && segments[0].byteRange == nil
            && (representation.initialization.map { $0.uri == file } ?? true)
        if !isOneFile {
            let join = try DASHJoinedSegments(representation, reader: reader, kind: .caption)
            joined = join
            file = join.path
        } else {
            try reader.requirePermission(for: file)
        }
        var textOptions = options
        textOptions.discoverSidecars = false
        textOptions.extraSubtitlePaths = []
        textOptions.findsClosedCaptions = false
        let source = try MediaSource.open(path: file, options: textOptions)
        defer { source.close() }
        guard let track = source.tracks.first(where: { $0.kind == .legible }) else {
            throw .notMediaFile(path: segments[0].uri, detail: "no WebVTT or TTML samples")
        }
        let cues = try source.cues(of: track.id).map { cue in
            var cue = cue
            cue.start = cue.start + source.startTime
            cue.end = cue.end + source.startTime
            return cue
        }
        return CueReading(cues: cues, lostSegments: joined?.lost ?? [])
    }
}

extension HLSByteRange {
    /// The bytes `first...last` of a DASH `@mediaRange` or `@range`.
    init(dashRange range: ClosedRange<Int64>) {
        self.init(length: range.upperBound - range.lowerBound + 1, offset: range.lowerBound)
    }
}
