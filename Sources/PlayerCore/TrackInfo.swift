/// What a track carries.
public enum TrackKind: String, Sendable, Hashable, CaseIterable {
    /// Pictures.
    case video
    /// Sound.
    case audio
    /// Subtitles or captions: anything a viewer reads.
    case legible
}

/// A track's stable identifier within one source.
///
/// Tracks inside the container keep the container's stream index; sidecar files are numbered
/// after the last stream, in the order they were found.
public struct TrackID: RawRepresentable, Hashable, Comparable, Sendable {
    /// The number shown to users (`--track 3`).
    public var rawValue: Int

    /// The track numbered `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` is numbered before `rhs`.
    public static func < (lhs: TrackID, rhs: TrackID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The disposition and role flags of a track, as containers and file names state them.
public struct TrackFlags: OptionSet, Hashable, Sendable {
    /// The flag bits.
    public let rawValue: UInt16

    /// Flags from their raw bits.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Chosen when the viewer has expressed no preference.
    public static let `default` = TrackFlags(rawValue: 1 << 0)
    /// Shown even with captions off (foreign-language dialogue, signs).
    public static let forced = TrackFlags(rawValue: 1 << 1)
    /// For deaf and hard-of-hearing viewers (SDH): sounds and speakers as well as speech.
    public static let hearingImpaired = TrackFlags(rawValue: 1 << 2)
    /// For blind and low-vision viewers (audio description).
    public static let visualImpaired = TrackFlags(rawValue: 1 << 3)
    /// Closed captions (CC) rather than subtitles.
    public static let captions = TrackFlags(rawValue: 1 << 4)
    /// Describes what is seen (audio or text descriptions).
    public static let descriptions = TrackFlags(rawValue: 1 << 5)
    /// Comes from a file beside the media (a sidecar), not from the container.
    public static let external = TrackFlags(rawValue: 1 << 6)
    /// Captions drawn as pictures (PGS, VobSub, DVB): no text to speak.
    public static let imageBased = TrackFlags(rawValue: 1 << 7)
    /// Declared by a manifest (an HLS `CLOSED-CAPTIONS` rendition, a DASH CEA-608/708
    /// descriptor) but absent from the media: the first look at its video found no caption
    /// data at all. Never chosen automatically.
    public static let absent = TrackFlags(rawValue: 1 << 8)
    /// Written for beginning readers (an ATSC caption service descriptor's `easy_reader`,
    /// A/65 §6.9.2): simpler words, slower.
    public static let easyReader = TrackFlags(rawValue: 1 << 9)
}

/// One track of a media source: what it is, its language, title and flags.
///
/// Every value is copied out of the demuxer; nothing refers back to it.
public struct TrackInfo: Hashable, Sendable, Identifiable {
    /// Stable within the source; see ``TrackID``.
    public var id: TrackID
    /// Video, audio or legible.
    public var kind: TrackKind
    /// FFmpeg's codec name: `subrip`, `ass`, `webvtt`, `mov_text`, `hdmv_pgs_subtitle`, `aac` …
    public var codec: String
    /// The language ("en", "fr", "pt-BR"; "mul" for several, "zxx" for none), or nil when
    /// unknown.
    public var language: LanguageTag?
    /// The title the container or file name gives, if any.
    public var title: String?
    /// Disposition and role flags.
    public var flags: TrackFlags
    /// Audio channel count.
    public var channels: Int?
    /// Audio samples per second.
    public var sampleRate: Int?
    /// Video width in pixels.
    public var width: Int?
    /// Video height in pixels.
    public var height: Int?
    /// Video frames per second, when the container states a rate.
    public var frameRate: Double?
    /// The file a sidecar track was read from.
    public var sourcePath: String?
    /// The container's own number for the stream (Matroska's track number, MP4's track ID,
    /// MPEG-TS's PID), as mpv's `src-id` gives it; nil when the container has none.
    public var containerID: Int?
    /// FFmpeg's long name of the codec ("SubRip subtitle", "H.264 / AVC / MPEG-4 AVC /
    /// MPEG-4 part 10"), if it has one.
    public var codecDescription: String?
    /// Video: the width of a pixel over its height, when the container states it.
    public var pixelAspectRatio: Double?
    /// The role values the source states for the track (DASH `Role` values: "main",
    /// "subtitle", "commentary", "dub", "sign"; a W3C DAPT script's content descriptors:
    /// "audio.dialogue", "visual.nonText"), in the order stated; the flags say what the known
    /// ones mean. Empty when it states none.
    public var roles: [String] = []

    /// A track with the given identity; the media details default to unknown.
    public init(
        id: TrackID, kind: TrackKind, codec: String, language: LanguageTag? = nil,
        title: String? = nil, flags: TrackFlags = [], channels: Int? = nil,
        sampleRate: Int? = nil, width: Int? = nil, height: Int? = nil, frameRate: Double? = nil,
        sourcePath: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.codec = codec
        self.language = language
        self.title = title
        self.flags = flags
        self.channels = channels
        self.sampleRate = sampleRate
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.sourcePath = sourcePath
    }
}
