import PlayerCore

/// The display sets of a PGS (`.sup`) subtitle file, read from its segment headers and
/// presentation composition segments alone, without decoding a picture: where its last
/// picture is taken down, which is where the file's programme ends when it is played alone.
///
/// A `.sup` file is a run of segments, each `"PG"`, a 32-bit PTS and DTS at 90 kHz, a type
/// byte and a 16-bit size, then its data. A presentation composition segment (type `0x16`)
/// starts a display set; the number of composition objects, its eleventh data byte, is how
/// many pictures it shows (zero takes the screen down).
public struct PGSDisplaySets: Sendable, Equatable {
    /// The time of the last display set, on the file's own timeline (its PTS).
    public var lastTime: MediaTime
    /// Whether the last display set shows no picture: the file takes its last picture down
    /// at ``lastTime``; otherwise the last picture stays up with nothing to end it.
    public var endsCleared: Bool

    /// The PTS clock's ticks per second.
    static let ticksPerSecond: Int64 = 90_000
    /// The bytes before a segment's data.
    static let headerSize = 13
    /// The type of a presentation composition segment.
    static let compositionSegment: UInt8 = 0x16

    /// Reads the segment headers of `bytes`; nil when they hold no display set, or are not
    /// PGS segments (the walk stops at the first header without `"PG"`, so a file cut short
    /// gives the display sets before the cut).
    public init?(bytes: [UInt8]) {
        var offset = 0
        var last: (time: MediaTime, cleared: Bool)?
        while offset + Self.headerSize <= bytes.count, bytes[offset] == 0x50,
            bytes[offset + 1] == 0x47
        {
            let pts = bytes[(offset + 2)..<(offset + 6)].reduce(Int64(0)) { $0 << 8 | Int64($1) }
            let size = Int(bytes[offset + 11]) << 8 | Int(bytes[offset + 12])
            let data = offset + Self.headerSize
            if bytes[offset + 10] == Self.compositionSegment, size > 10, data + 10 < bytes.count {
                last = (
                    MediaTime(microseconds: pts * 1_000_000 / Self.ticksPerSecond),
                    bytes[data + 10] == 0
                )
            }
            offset = data + size
        }
        guard let last else { return nil }
        lastTime = last.time
        endsCleared = last.cleared
    }
}
