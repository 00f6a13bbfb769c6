/// One `EXT-X-STREAM-INF` entry of a master playlist: a variant stream's media playlist and
/// the rendition groups it plays with.
public struct HLSVariantStream: Hashable, Sendable {
    /// The variant's media playlist, resolved against the master playlist's location.
    public var uri: String
    /// `BANDWIDTH` in bits per second (0 when missing).
    public var bandwidth: Int64
    /// `CODECS`, split at commas.
    public var codecs: [String]
    /// `RESOLUTION` as written ("1280x720"), if any.
    public var resolution: String?
    /// `AUDIO`: the group of alternative audio renditions, if any.
    public var audioGroup: String?
    /// `SUBTITLES`: the group of subtitle renditions, if any.
    public var subtitlesGroup: String?
    /// `CLOSED-CAPTIONS`: the group of closed-caption renditions; nil for none (absent or the
    /// enumerated `NONE`).
    public var closedCaptionsGroup: String?

    /// A variant with the given attributes.
    public init(
        uri: String, bandwidth: Int64 = 0, codecs: [String] = [], resolution: String? = nil,
        audioGroup: String? = nil, subtitlesGroup: String? = nil,
        closedCaptionsGroup: String? = nil
    ) {
        self.uri = uri
        self.bandwidth = bandwidth
        self.codecs = codecs
        self.resolution = resolution
        self.audioGroup = audioGroup
        self.subtitlesGroup = subtitlesGroup
        self.closedCaptionsGroup = closedCaptionsGroup
    }
}
