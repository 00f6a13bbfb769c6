/// Why a media source could not be opened or read, in words a user understands.
///
/// Every case names the file; ``description`` is the sentence to show, ending with FFmpeg's own
/// message (from `av_strerror` or its log) when FFmpeg gave one.
public enum MediaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case noSuchFile(path: String)
    /// The file exists but may not be read.
    case permissionDenied(path: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The file has no bytes.
    case emptyFile(path: String)
    /// The path names something that is not a regular file (`kind`: "a FIFO (named pipe)", "a
    /// character device"), which is never read: it could block or never end.
    case notRegularFile(path: String, kind: String)
    /// The file is larger than files of its kind (`kind`: "a caption file") may be: `limit`
    /// bytes.
    case fileTooLarge(path: String, kind: String, limit: Int64)
    /// A master playlist names `reference` as a variant or rendition, and that playlist is a
    /// master playlist too (the same one, or one naming it back): playlists nest one level.
    case nestedMasterPlaylist(path: String, reference: String)
    /// Opening the source took longer than the `seconds` it may take (a playlist that keeps the
    /// demuxer busy).
    case openTimedOut(path: String, seconds: Int)
    /// The source opens `reference` again and again (a master playlist naming itself, or two
    /// naming each other): opening stopped after `limit` opens.
    case openLoop(path: String, reference: String, limit: Int)
    /// FFmpeg recognises no media format in the file.
    case notMediaFile(path: String, detail: String)
    /// The file ends early or its structure is damaged.
    case truncatedOrCorrupt(path: String, detail: String)
    /// The file opened but holds no video, audio or caption track.
    case noPlayableTracks(path: String)
    /// One track uses a codec FFmpeg cannot decode here.
    case codecNotSupported(path: String, track: TrackID, codec: String)
    /// The source tried to open something outside what the options allow (a playlist pointing at
    /// another file or the network).
    case refusedReference(path: String, reference: String)
    /// A caption file found beside the media is a link that leads out of the media's folder,
    /// which the rule for references (``refusedReference(path:reference:)``) does not allow.
    case refusedSidecar(path: String, sidecar: String)
    /// The URL's protocol is not among the allowed ones.
    case protocolNotAllowed(path: String, detail: String)
    /// The source has no track with this id.
    case unknownTrack(path: String, track: TrackID)
    /// The track is not a caption track.
    case notLegible(path: String, track: TrackID)
    /// Reading stopped because the source's interrupter was triggered (PlayerMedia's
    /// `MediaInterrupter.interrupt()`).
    case interrupted(path: String)
    /// The source was closed before this call.
    case closed(path: String)
    /// Any other failure FFmpeg reported.
    case readFailed(path: String, detail: String)
    /// FFmpeg's libraries, opened when media is first read, could not be loaded.
    case librariesUnavailable(path: String, detail: String)

    /// The sentence shown to the user.
    public var description: String {
        switch self {
        case .noSuchFile(let path):
            return "\(path): no such file"
        case .permissionDenied(let path):
            return "\(path): permission denied"
        case .isDirectory(let path):
            return "\(path): is a directory, not a media file"
        case .emptyFile(let path):
            return "\(path): the file is empty"
        case .notRegularFile(let path, let kind):
            return "\(path): is \(kind), not a regular file; only regular files are read"
        case .fileTooLarge(let path, let kind, let limit):
            return "\(path): larger than the \(limit >> 20) MiB \(kind) may have; not read"
        case .nestedMasterPlaylist(let path, let reference):
            return "\(path): \"\(TerminalText.excerpt(reference))\", which it names as a variant or"
                + " rendition, is itself a master playlist; a master playlist must name media"
                + " playlists"
        case .openTimedOut(let path, let seconds):
            return "\(path): opening took longer than \(seconds) seconds; stopped"
        case .openLoop(let path, let reference, let limit):
            return "\(path): \"\(TerminalText.excerpt(reference))\" was opened \(limit) times while"
                + " opening (a playlist that names itself, or playlists naming each other); stopped"
        case .notMediaFile(let path, let detail):
            return "\(path): not a media file (\(detail))"
        case .truncatedOrCorrupt(let path, let detail):
            return "\(path): the file is truncated or corrupt (\(detail))"
        case .noPlayableTracks(let path):
            return "\(path): no playable video, audio or caption tracks"
        case .codecNotSupported(let path, let track, let codec):
            return
                "\(path): track \(track.rawValue) uses codec \"\(codec)\", which is not supported"
        case .refusedReference(let path, let reference):
            return "\(path): refused to open \"\(reference)\" that the file refers to;"
                + " a file on disk may only refer to files in its own folder"
        case .refusedSidecar(let path, let sidecar):
            return "\(sidecar): not read: it leads out of the folder of \(path), and a file on disk"
                + " may only refer to files in its own folder"
        case .protocolNotAllowed(let path, let detail):
            return "\(path): this kind of address is not allowed (\(detail))"
        case .unknownTrack(let path, let track):
            return "\(path): there is no track \(track.rawValue)"
        case .notLegible(let path, let track):
            return "\(path): track \(track.rawValue) is not a caption track"
        case .interrupted(let path):
            return "\(path): reading was interrupted"
        case .closed(let path):
            return "\(path): the source is closed"
        case .readFailed(let path, let detail):
            return "\(path): could not be read (\(detail))"
        case .librariesUnavailable(let path, let detail):
            return "\(path): not read: FFmpeg's libraries could not be loaded (\(detail))"
        }
    }
}
