internal import PlayerCore

/// Where a ``TrackReader`` is in reading its selected tracks: their decoders, the cues waiting
/// for an end, how far each input has been read, and how far each parsed track has been
/// handed out.
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
        /// Why the input stopped before its end, when it did.
        var stoppedEarly: IncompleteRead.Cause?
    }

    /// The tracks whose packets or cues are read.
    var selection: Set<TrackID> = []
    /// The selected tracks each kept stream feeds, in id order (one video stream may feed
    /// several caption channels).
    var tracksOfStream: [StreamKey: [TrackID]] = [:]
    /// A decoder per selected legible track read from packets.
    var decoders: [TrackID: any CaptionPacketDecoder] = [:]
    /// Cues waiting for their end, per selected legible track read from packets.
    var assemblers: [TrackID: CueAssembler] = [:]
    /// Reading progress per input index.
    var progress: [Int: InputProgress] = [:]
    /// The cues still to hand out, per selected track whose cues were parsed in full.
    var parsedCursors: [TrackID: ParsedCueCursor] = [:]
}
