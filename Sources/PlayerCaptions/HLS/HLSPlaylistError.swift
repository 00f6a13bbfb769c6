import PlayerCore

/// Why a playlist could not be read as HLS, with the line that broke it.
public enum HLSPlaylistError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not start with `#EXTM3U`.
    case missingHeader
    /// A tag the reader needs is malformed (`#EXTINF:abc`, `#EXT-X-MEDIA` without `TYPE`).
    case malformedTag(line: Int, text: String)
    /// A number the playlist states, or one that follows from it (a segment's sequence number,
    /// the end of a byte range, the playlist's length), is too large to be used: `quantity`
    /// says which, `text` is the line it is on.
    case outOfRange(line: Int, quantity: String, text: String)
    /// The playlist has both master-playlist tags (`EXT-X-STREAM-INF`, `EXT-X-MEDIA`) and
    /// media segments, which RFC 8216 forbids.
    case mixesMasterAndMediaTags(line: Int)

    /// The sentence shown to the user; the playlist text it quotes is escaped and cut short
    /// (``TerminalText/excerpt(_:limit:)``).
    public var description: String {
        switch self {
        case .missingHeader:
            return "not an HLS playlist: it does not start with #EXTM3U"
        case .malformedTag(let line, let text):
            return "malformed HLS tag on line \(line): \(TerminalText.excerpt(text))"
        case .outOfRange(let line, let quantity, let text):
            return "\(quantity) on line \(line) is out of range: \(TerminalText.excerpt(text))"
        case .mixesMasterAndMediaTags(let line):
            return "line \(line) mixes master-playlist and media-playlist tags"
        }
    }
}
