import Foundation
import PlayerCaptions
import PlayerCore

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
    /// - Throws: the ``MediaError`` of the first segment that cannot be read (refused by the
    ///   policy, missing, not WebVTT or TTML), naming it, or of a Representation naming none.
    static func cues(
        of group: DASHTrackGroup, reader: HLSResourceReader, options: MediaSourceOptions
    ) throws(MediaError) -> [Cue] {
        var cues: [Cue] = []
        for part in group.parts {
            let representation = part.representation
            guard !representation.segments.isEmpty else {
                throw .notMediaFile(
                    path: reader.sourcePath,
                    detail:
                        "<Representation id=\"\(TerminalText.excerpt(representation.id))\"> names no media to read"
                )
            }
            let read =
                representation.isStandaloneText
                ? try standaloneCues(of: representation, reader: reader)
                : try mp4Cues(of: representation, reader: reader, options: options)
            let shift = part.period.start + representation.mediaTimeShift
            cues += read.map { cue in
                var placed = cue
                placed.start = cue.start + shift
                placed.end = cue.end + shift
                return placed
            }
        }
        return CaptionTimeline(cues: cues.filter { $0.end > $0.start }).cues
    }

    /// The cues of the segments a live MPD lists of `group` so far: a period (or
    /// Representation) with none published yet gives none, where ``cues(of:reader:options:)``
    /// refuses a Representation that names no media.
    static func cues(
        ofPublished group: DASHTrackGroup, reader: HLSResourceReader, options: MediaSourceOptions
    ) throws(MediaError) -> [Cue] {
        var published = group
        published.parts.removeAll { $0.representation.segments.isEmpty }
        guard !published.parts.isEmpty else { return [] }
        return try cues(of: published, reader: reader, options: options)
    }

    /// The cues of each standalone text segment, on the period's timeline.
    private static func standaloneCues(
        of representation: DASHRepresentation, reader: HLSResourceReader
    ) throws(MediaError) -> [Cue] {
        let isTTML = representation.mimeType?.lowercased().contains("ttml") ?? false
        var cues: [Cue] = []
        for segment in representation.segments {
            let bytes = try reader.bytes(
                of: segment.uri, range: segment.byteRange.map(HLSByteRange.init(dashRange:)),
                kind: .caption)
            if isTTML {
                do {
                    cues += try TTMLDocument(parsing: bytes).cues
                } catch {
                    throw .notMediaFile(path: segment.uri, detail: error.description)
                }
            } else {
                cues += WebVTTDocument(parsing: DecodedText(subtitleBytes: bytes).text).captionCues
            }
        }
        return cues
    }

    /// The cues of the MP4 text samples of `representation`, on its media timeline.
    private static func mp4Cues(
        of representation: DASHRepresentation, reader: HLSResourceReader,
        options: MediaSourceOptions
    ) throws(MediaError) -> [Cue] {
        let segments = representation.segments
        var file = segments[0].uri
        var joined: String?
        defer {
            if let joined { unlink(joined) }
        }
        let isOneFile =
            segments.count == 1 && segments[0].byteRange == nil
            && (representation.initialization.map { $0.uri == file } ?? true)
        if !isOneFile {
            joined = try joinedFile(of: representation, reader: reader)
            file = joined!
        } else {
            try reader.requirePermission(for: file)
        }
        var textOptions = options
        textOptions.discoverSidecars = false
        textOptions.extraSubtitlePaths = []
        textOptions.findsClosedCaptions = false
        let source = try MediaSource(path: file, options: textOptions)
        defer { source.close() }
        guard let track = source.tracks.first(where: { $0.kind == .legible }) else {
            throw .notMediaFile(path: segments[0].uri, detail: "no WebVTT or TTML samples")
        }
        return try source.cues(of: track.id).map { cue in
            var cue = cue
            cue.start = cue.start + source.startTime
            cue.end = cue.end + source.startTime
            return cue
        }
    }

    /// The initialization segment and every media segment of `representation`, joined into
    /// one temporary file (removed by the caller), as a fragmented MP4 file is laid out.
    private static func joinedFile(
        of representation: DASHRepresentation, reader: HLSResourceReader
    ) throws(MediaError) -> String {
        var bytes: [UInt8] = []
        for segment in [representation.initialization].compactMap(\.self) + representation.segments
        {
            bytes += try reader.bytes(
                of: segment.uri, range: segment.byteRange.map(HLSByteRange.init(dashRange:)),
                kind: .caption)
        }
        var template = Array((NSTemporaryDirectory() + "/dash-text-XXXXXX.mp4").utf8CString)
        let descriptor = mkstemps(&template, 4)
        guard descriptor >= 0 else {
            throw .readFailed(
                path: representation.segments[0].uri, detail: "no temporary file to join segments")
        }
        let path = String(nulTerminated: template)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            unlink(path)
            throw .readFailed(
                path: representation.segments[0].uri, detail: "could not join its segments")
        }
        return path
    }
}

extension HLSByteRange {
    /// The bytes `first...last` of a DASH `@mediaRange` or `@range`.
    init(dashRange range: ClosedRange<Int64>) {
        self.init(length: range.upperBound - range.lowerBound + 1, offset: range.lowerBound)
    }
}
