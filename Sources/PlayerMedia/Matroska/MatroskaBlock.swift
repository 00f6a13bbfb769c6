/// One block of the scanned track: when it plays, for how long, and where its payload is.
struct MatroskaBlock: Equatable {
    /// Presentation time in ticks of the segment's time scale (cluster time plus block time).
    var timestamp: Int64
    /// Ticks the block lasts; 0 when neither the block nor its track says.
    var duration: Int64
    /// The file offset of the payload.
    var payloadOffset: Int64
    /// The payload's size in bytes (never 0: FFmpeg makes no packet of an empty block).
    var payloadSize: Int
}
