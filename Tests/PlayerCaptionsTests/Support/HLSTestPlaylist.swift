import PlayerCaptions
import Testing

/// The media playlist `text` found at `location`, or a recorded failure when it reads as a
/// master playlist.
func mediaPlaylist(_ text: String, at location: String) throws -> HLSMediaPlaylist {
    guard case .media(let media) = try HLSPlaylist(parsing: text, location: location) else {
        Issue.record("read as a master playlist")
        throw HLSPlaylistError.missingHeader
    }
    return media
}
