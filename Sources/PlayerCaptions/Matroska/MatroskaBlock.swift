/// One block of the scanned track: when it plays, for how long, and where its payload is.
public struct MatroskaBlock: Equatable, Sendable {
    /// Presentation time in ticks of the segment's time scale (cluster time plus block time).
    public var timestamp: Int64
    /// Ticks the block lasts; 0 when neither the block nor its track says.
    public var duration: Int64
    /// The file offset of the payload.
    public var payloadOffset: Int64
    /// The payload's size in bytes (never 0: FFmpeg makes no packet of an empty block).
    public var payloadSize: Int
}
