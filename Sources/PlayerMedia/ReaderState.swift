import PlayerCore

/// Where a ``MediaSource`` is in reading its selected streams: their decoders, the cues waiting
/// for an end, and how far each input has been read.
struct ReaderState {
    /// A stream of one input.
    struct StreamKey: Hashable {
        var input: Int
        var stream: Int
    }

    /// How far one input has been read.
    struct InputProgress {
        /// Media time of the newest packet read, in microseconds.
        var position = Int64.min
        /// Whether the input has reached its end.
        var isFinished = false
        /// Whether anything was read since the input was opened or last positioned.
        var hasRead = false
    }

    /// The tracks whose packets are read.
    var selection: Set<TrackID> = []
    /// The selected track each kept stream feeds.
    var trackOfStream: [StreamKey: TrackID] = [:]
    /// A decoder per selected legible track.
    var decoders: [TrackID: SubtitleDecoder] = [:]
    /// Cues waiting for their end, per selected legible track.
    var assemblers: [TrackID: CueAssembler] = [:]
    /// Reading progress per input index.
    var progress: [Int: InputProgress] = [:]
}
