import PlayerCore

/// The `X-TIMESTAMP-MAP` header an HLS WebVTT segment carries: which cue time matches which
/// MPEG-2 presentation timestamp.
///
/// ```
/// WEBVTT
/// X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000
/// ```
/// says that cue time zero is at 10 s of the stream, so the caller adds ``offset`` (10 s) to
/// every cue time. The reader reports the map and never applies it itself.
public struct WebVTTTimestampMap: Hashable, Sendable {
    /// The presentation timestamp, in 90 kHz ticks (`MPEGTS:`).
    public var mpegTimestamp: Int64
    /// The cue time that matches it (`LOCAL:`).
    public var local: MediaTime

    /// A map from cue time `local` to the 90 kHz timestamp `mpegTimestamp`.
    public init(mpegTimestamp: Int64, local: MediaTime) {
        self.mpegTimestamp = mpegTimestamp
        self.local = local
    }

    /// What to add to a cue time to get stream time: `MPEGTS / 90000 − LOCAL`, to the
    /// nearest microsecond. The 33-bit wrap of MPEG timestamps is left to the caller, who
    /// knows the stream's timeline. A timestamp too far out for microseconds wraps around, as
    /// ``MediaTime``'s own sums do, rather than trapping.
    public var offset: MediaTime {
        let (wholeSeconds, ticks) = mpegTimestamp.quotientAndRemainder(dividingBy: 90_000)
        let tickMicroseconds = (ticks * 1_000_000 + 45_000) / 90_000
        return MediaTime(microseconds: wholeSeconds &* 1_000_000 &+ tickMicroseconds) - local
    }

    /// The map a header line states, or nil when the line is not a well-formed
    /// `X-TIMESTAMP-MAP=` line (both `MPEGTS:` and `LOCAL:`, in either order, comma-separated).
    init?(headerLine line: ArraySlice<UInt8>) {
        let name = "X-TIMESTAMP-MAP=".utf8
        guard line.starts(with: name) else { return nil }
        var mpegTimestamp: Int64?
        var local: MediaTime?
        for field in line.dropFirst(name.count).split(separator: UInt8(ascii: ",")) {
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let value = field[field.index(after: colon)...]
            switch field[..<colon].string {
            case "MPEGTS":
                guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit) else { return nil }
                mpegTimestamp = value.decimalValue
            case "LOCAL":
                var scanner = WebVTTScanner(scalars: value)
                local = scanner.collectTimestamp()
                guard scanner.isAtEnd else { return nil }
            default: return nil
            }
        }
        guard let mpegTimestamp, let local else { return nil }
        self.init(mpegTimestamp: mpegTimestamp, local: local)
    }
}
