/// What the block scan needs to know of one Matroska `TrackEntry`.
public struct MatroskaTrackEntry: Equatable, Sendable {
    /// The number blocks name their track by.
    var number: UInt64 = 0
    /// The track type: ``videoType``, ``audioType``, ``subtitleType``, ``metadataType`` …
    public var type: UInt64 = 0
    /// The codec ID string ("S_TEXT/UTF8"); empty when missing.
    var codecID = ""
    /// Whether the track's blocks are compressed or encrypted.
    var hasContentEncodings = false
    /// Nanoseconds a block lasts when it does not say; 0 when not stated.
    var defaultDuration: UInt64 = 0
    /// The track's own time scale (1 when not stated).
    var timestampScale = 1.0
    /// Nanoseconds the codec delays its output (0 when not stated).
    var codecDelay: UInt64 = 0
    /// The track's language as a BCP-47 tag (`LanguageBCP47`, "pt-BR"), which mkvmerge writes
    /// beside the ISO 639-2 `Language` ("por") and which takes precedence over it; nil when
    /// not stated. FFmpeg 5.1 reads only `Language`.
    public var bcp47Language: String?
    /// Whether the entry's `FlagTextDescriptions` is set: the track holds text descriptions
    /// of the picture, to be spoken for blind viewers (Matroska's specification, RFC 9559
    /// §5.1.4.1.9). FFmpeg 5.1 does not read it.
    public var hasTextDescriptions = false

    /// The ``type`` of a video track.
    public static let videoType: UInt64 = 1
    /// The ``type`` of an audio track.
    public static let audioType: UInt64 = 2
    /// The ``type`` of a subtitle track.
    public static let subtitleType: UInt64 = 0x11
    static let metadataType: UInt64 = 0x21

    /// Whether FFmpeg 5.1's Matroska demuxer makes a stream of this entry: a known track type
    /// with a codec ID whose first letter agrees with it. Streams are made in entry order.
    public var becomesStream: Bool {
        guard let letters = Self.codecLetters[type], let first = codecID.first else {
            return false
        }
        return letters.contains(first)
    }

    /// Whether FFmpeg times this track's blocks exactly as the block scan does: no time
    /// scale of its own, no codec delay, nothing to decompress or decrypt.
    public var isTimedPlainly: Bool {
        timestampScale == 1 && codecDelay == 0 && !hasContentEncodings
    }

    /// The first letters of the codec IDs each track type FFmpeg accepts.
    private static let codecLetters: [UInt64: Set<Character>] = [
        videoType: ["V"], audioType: ["A"], subtitleType: ["S", "D"], metadataType: ["S", "D"],
    ]

    /// Reads the entry whose children span `start..<end`.
    init(reading reader: ForwardFileReader, from start: Int64, to end: Int64)
        throws(MatroskaScanRefusal)
    {
        try reader.forEachChild(from: start, to: end) { child throws(MatroskaScanRefusal) in
            switch child.id {
            case MatroskaElementID.trackNumber: number = try reader.unsignedValue(of: child)
            case MatroskaElementID.trackType: type = try reader.unsignedValue(of: child)
            case MatroskaElementID.codecID: codecID = try reader.stringValue(of: child)
            case MatroskaElementID.contentEncodings: hasContentEncodings = true
            case MatroskaElementID.defaultDuration:
                defaultDuration = try reader.unsignedValue(of: child)
            case MatroskaElementID.trackTimestampScale:
                timestampScale = try reader.floatValue(of: child)
            case MatroskaElementID.codecDelay: codecDelay = try reader.unsignedValue(of: child)
            case MatroskaElementID.languageBCP47:
                // A language that cannot be read leaves the ISO code to name it; the blocks
                // can still be scanned.
                bcp47Language = try? reader.stringValue(of: child)
            case MatroskaElementID.flagTextDescriptions:
                // A flag that cannot be read says nothing; the blocks can still be scanned.
                hasTextDescriptions = (try? reader.unsignedValue(of: child)) == 1
            default: break
            }
        }
    }
}
