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
        }
    }
}
