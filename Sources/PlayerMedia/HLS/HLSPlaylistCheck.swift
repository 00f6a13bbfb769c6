internal import PlayerCaptions
internal import PlayerCore

#if canImport(Glibc)
    import Glibc
#endif

/// What reading an HLS source's playlists before FFmpeg opens them found: the source's own
/// playlist and the media playlists FFmpeg's demuxer will open, as our reader reads them.
struct HLSPlaylistCheck {
    /// The source's playlist.
    var main: HLSPlaylist
    /// The media playlists of the variants and of the audio and video renditions, by URI.
    var mediaPlaylists: [String: HLSMediaPlaylist] = [:]
    /// Whether the program may still grow: its media playlist (the first variant's, for a
    /// master) is live, or could not be read.
    var isLive: Bool {
        switch main {
        case .media(let media): media.isLive
        case .master(let master):
            master.variants.first.flatMap { mediaPlaylists[$0.uri] }?.isLive ?? true
        }
    }
    /// The bytes FFmpeg reads for the source's own playlist instead of the file: set when it
    /// is a media playlist that needs `EXT-X-ENDLIST` added (see
    /// ``checking(_:policy:)``).
    var servedMainPlaylist: [UInt8]?
}

extension HLSPlaylistCheck {
    /// Reads the HLS playlist at `path` before FFmpeg does, and for a master playlist every
    /// variant and audio or video rendition playlist FFmpeg's demuxer will open, so that the
    /// demuxer and our reader agree on what they are and the demuxer cannot run away:
    ///
    /// - A master playlist whose variant or rendition is itself a master playlist (the master
    ///   itself, or one naming it back) is refused with
    ///   ``MediaError/nestedMasterPlaylist(path:reference:)``: RFC 8216 nests playlists one
    ///   level, and FFmpeg 5.1 follows such a chain forever, growing by megabytes a second.
    /// - A media playlist that declares `EXT-X-PLAYLIST-TYPE:VOD` without `EXT-X-ENDLIST` is
    ///   finished for our reader (RFC 8216 §4.3.3.5: a VOD playlist cannot change), but FFmpeg
    ///   takes only `EXT-X-ENDLIST` as the end and reloads the playlist forever waiting for
    ///   more. Such a playlist is given to FFmpeg with the tag added: the source's own through
    ///   ``HLSPlaylistCheck/servedMainPlaylist``, a variant's through
    ///   ``InputPolicy/servedPlaylists``.
    ///
    /// Nil when the source is not an HLS playlist (a local file that does not start with
    /// `#EXTM3U`, a URL whose path does not end in `.m3u8` or `.m3u`) or when our reader cannot
    /// read it; FFmpeg then opens it as before, under the policy's limits on opening.
    static func checking(_ path: String, policy: InputPolicy) throws(MediaError)
        -> HLSPlaylistCheck?
    {
        guard isHLSPlaylist(path) else { return nil }
        // Under the same time limit as FFmpeg's open (a remote playlist may stall).
        policy.beginOpening()
        defer { policy.endOpening() }
        let reader = HLSResourceReader(sourcePath: path, policy: policy)
        let mainText = try text(of: path, reader: reader)
        guard let main = try? HLSPlaylist(parsing: mainText, location: path) else { return nil }
        var check = HLSPlaylistCheck(main: main)
        switch main {
        case .media(let media):
            if needsEndList(media) {
                check.servedMainPlaylist = Array((mainText + "\n#EXT-X-ENDLIST\n").utf8)
            }
        case .master(let master):
            let uris =
                master.variants.map(\.uri)
                + master.renditions.filter { $0.type == .audio || $0.type == .video }
                .compactMap(\.uri)
            for uri in uris where check.mediaPlaylists[uri] == nil {
                // A playlist our reader may not or cannot fetch or read is left to FFmpeg, which
                // the policy refuses the same way or which reports it.
                guard let variantText = try? text(of: uri, reader: reader),
                    let playlist = try? HLSPlaylist(parsing: variantText, location: uri)
                else { continue }
                guard case .media(let media) = playlist else {
                    throw .nestedMasterPlaylist(path: path, reference: uri)
                }
                check.mediaPlaylists[uri] = media
                if needsEndList(media) {
                    policy.servedPlaylists[InputPolicy.servingKey(uri)] = Array(
                        (variantText + "\n#EXT-X-ENDLIST\n").utf8)
                }
            }
        }
        return check
    }

    /// Whether FFmpeg must be given `media` with `EXT-X-ENDLIST` added: it is VOD, so finished,
    /// but does not say so the way FFmpeg reads.
    private static func needsEndList(_ media: HLSMediaPlaylist) -> Bool {
        media.playlistType == .vod && !media.hasEndList
    }

    /// The text of the playlist at `uri`.
    private static func text(of uri: String, reader: HLSResourceReader) throws(MediaError)
        -> String
    {
        DecodedText(subtitleBytes: try reader.bytes(of: uri, kind: .playlist)).text
    }

    /// Whether `path` names an HLS playlist: a local file starting with `#EXTM3U` (as FFmpeg's
    /// probe requires), or a URL whose path ends in `.m3u8` or `.m3u`.
    static func isHLSPlaylist(_ path: String) -> Bool {
        if path.contains("://") {
            let address = path.split(separator: "?", maxSplits: 1).first ?? ""
            let lowercased = address.lowercased()
            return lowercased.hasSuffix(".m3u8") || lowercased.hasSuffix(".m3u")
        }
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 7)
        return fread(&head, 1, head.count, file) == head.count && head == Array("#EXTM3U".utf8)
    }
}
