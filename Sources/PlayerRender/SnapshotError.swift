import PlayerCore

/// Why a snapshot could not be drawn or written.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// libass could not be loaded or started; the loader's words.
    case librariesUnavailable(String)
    /// The video frame could not be decoded.
    case frameUnreadable(MediaError)
    /// The picture could not be encoded or written at `path`.
    case unwritable(path: String, detail: String)

    /// The sentence to show.
    public var description: String {
        switch self {
        case .librariesUnavailable(let detail): "cannot draw the picture: \(detail)"
        case .frameUnreadable(let error): "\(error)"
        case .unwritable(let path, let detail): "\(path): cannot write the picture: \(detail)"
        }
    }
}
