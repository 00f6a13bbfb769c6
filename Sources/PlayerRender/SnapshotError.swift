/// Why a snapshot could not be drawn.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// libass (or FFmpeg's picture code) could not be loaded or started; the loader's words.
    case librariesUnavailable(String)

    /// The sentence to show.
    public var description: String {
        switch self {
        case .librariesUnavailable(let detail): "cannot draw the picture: \(detail)"
        }
    }
}
