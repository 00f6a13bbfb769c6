import PlayerCore

/// A subtitle file beside a media file, or named on the command line, and what its name says.
///
/// For `Movie.mkv`, the files `Movie.srt`, `Movie.en.srt`, `Movie.en.sdh.srt`,
/// `Movie.Commentary.fr.forced.vtt` and `Movie.de.idx` (with `Movie.de.sub` beside it) are
/// sidecars; the dotted words between the media name and the extension give the language,
/// flags and title:
///
/// | word | meaning |
/// |---|---|
/// | a language code (`en`, `eng`, `pt-BR`) | ``language``, as a BCP-47 tag |
/// | `sdh`, `hi` | hearing impaired |
/// | `cc` | hearing impaired, closed captions |
/// | `forced` | forced |
/// | `descriptions`, `desc`, `ad`, `audiodescription` … | text descriptions |
/// | `default` | default |
/// | anything else | a word of ``title`` |
public struct SidecarFile: Hashable, Sendable {
    /// Where the file is.
    public var path: String
    /// How the file is written, or nil when its extension names no known subtitle format
    /// (an explicitly named file, left to FFmpeg to recognise).
    public var format: SidecarFormat?
    /// The BCP-47 language tag its name gives, if any.
    public var language: LanguageTag?
    /// `.external` always; `.imageBased` for VobSub and PGS; and the flags its name gives.
    public var flags: TrackFlags
    /// The title words its name gives, joined with spaces, if any.
    public var title: String?

    /// A sidecar at `path` with the given details.
    public init(
        path: String, format: SidecarFormat?, language: LanguageTag? = nil,
        flags: TrackFlags = .external, title: String? = nil
    ) {
        self.path = path
        self.format = format
        self.language = language
        self.flags = flags
        self.title = title
    }
}

/// A subtitle file format recognised by its extension.
public enum SidecarFormat: String, Hashable, Sendable, CaseIterable {
    /// SubRip (`.srt`).
    case subRip = "srt"
    /// WebVTT (`.vtt`).
    case webVTT = "vtt"
    /// Advanced SubStation Alpha (`.ass`).
    case ass
    /// SubStation Alpha (`.ssa`).
    case ssa
    /// Scenarist Closed Captions (`.scc`).
    case scc
    /// VobSub bitmaps: an `.idx` index with its `.sub` beside it.
    case vobSub = "idx"
    /// Blu-ray PGS bitmaps (`.sup`): display sets timed by their presentation timestamps.
    case pgs = "sup"
    /// TTML / IMSC 1 text (`.ttml`, `.dfxp`, `.xml`).
    case ttml
    /// SAMI (`.smi`, `.sami`): SYNC-timed HTML paragraphs, a class per language.
    case sami = "smi"
    /// EBU STL (`.stl`, EBU Tech 3264) when its first block says so; a `.stl` file that does
    /// not is Spruce STL text, which FFmpeg reads.
    case ebuSTL = "stl"

    /// The format whose extension is `fileExtension`, in any letter case (`dfxp` and `xml`
    /// name TTML, `sami` SAMI).
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "dfxp", "xml": self = .ttml
        case "sami": self = .sami
        case let lowercased: self.init(rawValue: lowercased)
        }
    }

    /// The name of FFmpeg's demuxer for this format ("srt", "webvtt"), which is also the
    /// source's format name for the file opened alone; nil for TTML, which FFmpeg 5.1 does
    /// not read. For ``ebuSTL`` it is the demuxer of Spruce STL, the other format `.stl` names,
    /// which FFmpeg reads.
    public var ffmpegDemuxerName: String? {
        switch self {
        case .subRip: "srt"
        case .webVTT: "webvtt"
        case .ass, .ssa: "ass"
        case .scc: "scc"
        case .vobSub: "vobsub"
        case .pgs: "sup"
        case .ttml: nil
        case .sami: "sami"
        case .ebuSTL: "stl"
        }
    }

    /// The codec of a track in this format, in FFmpeg's words ("subrip", "ass", "ttml");
    /// "ebu_stl" for EBU STL, which FFmpeg has no name for.
    public var codecName: String {
        switch self {
        case .subRip: "subrip"
        case .webVTT: "webvtt"
        case .ass, .ssa: "ass"
        case .scc: "eia_608"
        case .vobSub: "dvd_subtitle"
        case .pgs: "hdmv_pgs_subtitle"
        case .ttml: "ttml"
        case .sami: "sami"
        case .ebuSTL: "ebu_stl"
        }
    }

    /// Whether the format's cues are pictures (VobSub, PGS), which FFmpeg reads by path.
    public var isBitmap: Bool {
        self == .vobSub || self == .pgs
    }
}
