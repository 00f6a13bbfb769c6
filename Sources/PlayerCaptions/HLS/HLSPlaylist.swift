/// An HLS playlist (RFC 8216) read from its text: a master playlist listing variant streams
/// and renditions, or a media playlist listing segments.
///
/// ```swift
/// let playlist = try HLSPlaylist(parsing: """
///     #EXTM3U
///     #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",URI="de.m3u8"
///     #EXT-X-STREAM-INF:BANDWIDTH=1240800,SUBTITLES="subs"
///     av.m3u8
///     """, location: "https://example.com/show/index.m3u8")
/// guard case .master(let master) = playlist else { return }
/// master.renditions[0].uri      // "https://example.com/show/de.m3u8"
/// master.variants[0].uri        // "https://example.com/show/av.m3u8"
/// ```
///
/// Every URI is resolved against `location` (a URL, or a local path). Unknown tags and
/// comments are ignored, as RFC 8216 asks; a malformed tag the reader needs (`EXTINF`,
/// `EXT-X-BYTERANGE`, `EXT-X-MEDIA`, `EXT-X-STREAM-INF`, `EXT-X-MAP`, `EXT-X-SKIP`) makes the
/// playlist invalid, while a malformed `EXT-X-PROGRAM-DATE-TIME` only leaves its segment
/// undated. Where real playlists stray from the grammar in harmless ways the reader accepts
/// them: a byte order mark, CR LF line ends, enumerated values in quotes (`FORCED="NO"`).
public enum HLSPlaylist: Hashable, Sendable {
    /// A playlist of variant streams and renditions.
    case master(HLSMasterPlaylist)
    /// A playlist of media segments.
    case media(HLSMediaPlaylist)

    /// Reads `text`, the playlist found at `location`.
    public init(parsing text: String, location: String) throws(HLSPlaylistError) {
        var reader = HLSPlaylistReader(location: location)
        self = try reader.read(text)
    }
}
