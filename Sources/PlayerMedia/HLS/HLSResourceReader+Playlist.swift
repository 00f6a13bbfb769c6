internal import PlayerCaptions
internal import PlayerCore

extension HLSResourceReader {
    /// Fetches and reads the playlist at `uri`; one that is not HLS throws
    /// ``MediaError/notMediaFile(path:detail:)`` naming it.
    func playlist(at uri: String) throws(MediaError) -> HLSPlaylist {
        let text = DecodedText(subtitleBytes: try bytes(of: uri, kind: .playlist)).text
        do {
            return try HLSPlaylist(parsing: text, location: uri)
        } catch {
            throw .notMediaFile(path: uri, detail: error.description)
        }
    }

    /// Fetches the media playlist at `uri`; a master playlist there throws
    /// ``MediaError/notMediaFile(path:detail:)``.
    func mediaPlaylist(at uri: String) throws(MediaError) -> HLSMediaPlaylist {
        guard case .media(let media) = try playlist(at: uri) else {
            throw .notMediaFile(
                path: uri, detail: "a master playlist where a media playlist was expected")
        }
        return media
    }
}
