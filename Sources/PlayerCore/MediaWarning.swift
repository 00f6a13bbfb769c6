/// A problem that left the source usable: one track that cannot be decoded, a sidecar that was
/// skipped or re-encoded.
public struct MediaWarning: Hashable, Sendable, CustomStringConvertible {
    /// The track concerned, when the warning is about one.
    public var track: TrackID?
    /// The sentence shown to the user, naming the file.
    public var message: String

    /// A warning saying `message`, about `track` if given.
    public init(track: TrackID? = nil, message: String) {
        self.track = track
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
