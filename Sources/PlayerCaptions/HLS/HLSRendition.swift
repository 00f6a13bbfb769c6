/// One `EXT-X-MEDIA` entry of a master playlist: an alternative audio, video, subtitle or
/// closed-caption rendition, with what the playlist says about it.
public struct HLSRendition: Hashable, Sendable {
    /// What an `EXT-X-MEDIA` rendition carries (`TYPE=`).
    public enum MediaType: String, Hashable, Sendable {
        /// Alternative audio (`AUDIO`).
        case audio = "AUDIO"
        /// Alternative video angles (`VIDEO`).
        case video = "VIDEO"
        /// Subtitles in WebVTT segments of their own media playlist (`SUBTITLES`).
        case subtitles = "SUBTITLES"
        /// Captions carried inside the video stream (`CLOSED-CAPTIONS`).
        case closedCaptions = "CLOSED-CAPTIONS"
    }

    /// The characteristic Apple's HLS authoring specification gives a subtitle rendition
    /// written for deaf and hard-of-hearing viewers (SDH): it describes music and sounds.
    public static let describesMusicAndSound = "public.accessibility.describes-music-and-sound"
    /// The characteristic of a rendition that transcribes the spoken dialogue.
    public static let transcribesSpokenDialog = "public.accessibility.transcribes-spoken-dialog"
    /// The characteristic of a rendition that describes the video for blind viewers (Apple's
    /// HLS authoring specification; AVFoundation's `describesVideoForAccessibility`).
    public static let describesVideo = "public.accessibility.describes-video"

    /// `TYPE`.
    public var type: MediaType
    /// `GROUP-ID`: the group a variant stream names (`SUBTITLES="subs"`).
    public var groupID: String
    /// `NAME`: the human-readable name to show.
    public var name: String
    /// `LANGUAGE` as written (an RFC 5646 tag), if any.
    public var language: String?
    /// `ASSOC-LANGUAGE` as written, if any.
    public var associatedLanguage: String?
    /// `DEFAULT=YES`: chosen when the viewer has expressed no preference.
    public var isDefault: Bool
    /// `AUTOSELECT=YES`: may be chosen automatically by the viewer's language settings.
    public var autoselect: Bool
    /// `FORCED=YES` (subtitles only): to be shown even with subtitles off.
    public var isForced: Bool
    /// `INSTREAM-ID` (closed captions only): `CC1`…`CC4` or `SERVICE1`…`SERVICE63`.
    public var instreamID: String?
    /// `CHARACTERISTICS`: Uniform Type Identifiers, in the playlist's order.
    public var characteristics: [String]
    /// `URI`, resolved against the playlist's own location; nil when the rendition is carried
    /// inside the variant streams (always for closed captions).
    public var uri: String?

    /// A rendition with the given attributes; flags default to off.
    public init(
        type: MediaType, groupID: String, name: String, language: String? = nil,
        associatedLanguage: String? = nil, isDefault: Bool = false, autoselect: Bool = false,
        isForced: Bool = false, instreamID: String? = nil, characteristics: [String] = [],
        uri: String? = nil
    ) {
        self.type = type
        self.groupID = groupID
        self.name = name
        self.language = language
        self.associatedLanguage = associatedLanguage
        self.isDefault = isDefault
        self.autoselect = autoselect
        self.isForced = isForced
        self.instreamID = instreamID
        self.characteristics = characteristics
        self.uri = uri
    }
}
