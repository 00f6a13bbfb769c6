internal import PlayerCaptions
internal import PlayerCore

/// A caption document opened by itself (SubRip, WebVTT, SSA / ASS, TTML, SAMI, EBU STL and
/// SCC through the project's parsers; VobSub, PGS and Spruce STL through FFmpeg's demuxer):
/// what the user asked to see, so a programme that lasts until its last cue ends.
///
/// Its times are presentation times as they stand. A cue a parser cannot read is left out with
/// a warning naming its line; a file FFmpeg reads that ends early keeps the cues before the cut.
final class CaptionDocumentSource: ComposedMediaSource {
    let reading: TrackReader
    let formatName: String
    let startTime: MediaTime
    let metadata: TitleMetadata

    /// The document opened through `input` from `path`.
    init(
        opening input: CaptionFileInput, path: String, options: MediaSourceOptions,
        interrupter: MediaInterrupter
    ) {
        reading = TrackReader(path: path, options: options, interrupter: interrupter)
        switch input {
        case .parsed(let file):
            formatName = file.formatName
            startTime = .zero
            metadata = TitleMetadata()
            reading.duration = file.tracks.lazy.flatMap(\.cues).map(\.end).max() ?? .zero
            reading.addParsedTrack(file, sourcePath: path, sidecar: nil)
        case .demuxer(let input, let opened):
            formatName = input.formatName
            startTime = MediaTime(microseconds: input.startMicroseconds)
            metadata = input.titleMetadata
            // A caption file FFmpeg reads (VobSub, PGS) is not measured by its packets: its
            // last picture may stay up with no packet to end it. A PGS file's display sets say
            // where its last picture is taken down; a file whose container states no length
            // (a VobSub pair) lasts until the last of its cues ends.
            let length = input.programLength()
            reading.duration = length.duration ?? input.pictureFileEnd
            reading.warnings = opened + [length.warning, input.cutOffWarning()].compactMap { $0 }
            reading.addTracks(of: input, sourcePath: path)
            if reading.duration == nil {
                reading.duration = lastCueEnd()
            }
        }
    }

    /// Where the last cue of the document's legible tracks ends, each track read in full; nil
    /// when no track can be read.
    private func lastCueEnd() -> MediaTime? {
        reading.tracks.filter { $0.kind == .legible }
            .compactMap { try? reading.readCues(of: $0.id).cues.map(\.end).max() }.max()
    }

    var kind: MediaSource.Kind { .captionDocument }
    var isCaptionFile: Bool { true }
    var isLive: Bool { false }
    var startPosition: MediaTime? { nil }
    var liveEdge: MediaTime? { nil }
    var chapters: [MediaChapter] { [] }
    var nextReloadDelay: MediaTime { .seconds(1) }

    /// Throws: a caption document is never live.
    func reload() throws(MediaError) -> LiveUpdate {
        throw .readFailed(path: path, detail: "not a live source")
    }
}
