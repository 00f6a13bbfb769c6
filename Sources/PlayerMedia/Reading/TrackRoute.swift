internal import PlayerCore

/// Where a track's cues come from: packets of a stream through a decoder, or cues parsed in
/// full when the source opened.
struct TrackRoute {
    /// The origin of a track's packets or cues.
    enum Feed {
        /// Packets of stream `stream` of input `input` (an index into ``TrackReader/inputs``).
        /// `makeDecoder` makes the legible track's decoder when it is selected; nil for video
        /// and audio, which are never decoded, and for captions nothing here can decode.
        case packets(input: Int, stream: Int, makeDecoder: CaptionDecoderFactory?)
        /// Every cue of the track, sorted by start, read by the project's own parsers (a text
        /// sidecar, a caption file opened alone, an HLS WebVTT rendition).
        case parsedCues([Cue])
        /// Every cue of the track, read by the project's own parsers the first time the track
        /// is read (an HLS WebVTT rendition, whose segments are fetched then).
        case deferredCues(DeferredCues)
    }

    /// Where the track's packets or cues come from.
    var feed: Feed
    /// What the track carries.
    var kind: TrackKind

    /// The stream the track reads, if it reads one.
    // Not inlined: Swift 6.3.1's optimizer fails its ownership check (CopyPropagation) when
    // this switch is inlined into `TrackReader.requireLegible`, in release builds.
    @inline(never)
    var stream: ReaderState.StreamKey? {
        guard case .packets(let input, let stream, _) = feed else { return nil }
        return .init(input: input, stream: stream)
    }

    /// Whether the track's captions can be read (always true for video and audio, which are
    /// never decoded).
    @inline(never)
    var isDecodable: Bool {
        switch feed {
        case .packets(_, _, let makeDecoder): kind != .legible || makeDecoder != nil
        case .parsedCues, .deferredCues: true
        }
    }
}
